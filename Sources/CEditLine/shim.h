#ifndef CLIPCOOK_CEDITLINE_SHIM_H
#define CLIPCOOK_CEDITLINE_SHIM_H
#include <histedit.h>
#endif
