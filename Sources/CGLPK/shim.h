// GLPK, the GNU Linear Programming Kit (Debian's libglpk-dev), for the
// mixed-integer model behind `plan fill`.
#include <glpk.h>
