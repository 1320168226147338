import ClipCookCore
import ClipCookLanguage

/// The built-in aisle of common ingredients: those of the example
/// collection and the everyday foods of the USDA SR28 food groups
/// (vegetables and fruits; dairy and egg products; poultry, beef, pork,
/// lamb, finfish and shellfish; baked products; cereal grains and pasta,
/// legumes, nuts and seeds, fats and oils, soups and sauces, sweets;
/// spices and herbs; beverages). Keys are names as `ShoppingName.key`
/// makes them (folded, last word singular).
package enum DefaultAisles {
    package static let table: [String: Aisle] = {
        var table: [String: Aisle] = [:]
        func put(_ aisle: Aisle, _ names: String) {
            for name in names.split(separator: ",") { table[ShoppingName.key(String(name))] = aisle }
        }
        put(
            .produce,
            """
            apple,apricot,avocado,banana,basil,bean sprout,beetroot,beet,bell pepper,berry,blackberry,blueberry,\
            bok choy,broccoli,brussels sprout,butternut squash,cabbage,carrot,cauliflower,celery,chard,cherry,\
            chili,chilli,chive,cilantro,coriander,clementine,courgette,cranberry,cucumber,dill,eggplant,aubergine,\
            fennel,fig,garlic,ginger,grape,grapefruit,green bean,herb,jalapeno,kale,kiwi,leek,lemon,lemongrass,lettuce,\
            lime,mango,melon,mint,mixed berry,mushroom,nectarine,onion,orange,oregano leaf,pak choi,papaya,parsley,\
            parsnip,pea,peach,pear,pepper,pineapple,plum,pomegranate,potato,pumpkin,radish,raspberry,red onion,rocket,\
            arugula,romaine,romaine lettuce,rosemary,salad,scallion,shallot,spinach,baby spinach,spring onion,squash,\
            strawberry,sweet potato,sweetcorn,corn on the cob,thai basil,thai basil leaf,thyme,tomato,cherry tomato,\
            turnip,watermelon,zucchini,sage,yam,okra,asparagus,artichoke,clove garlic,garlic clove,very ripe banana,\
            fresh herb,watercress,lemon juice,lime juice,celeriac,rhubarb,date,lime leaf,kaffir lime leaf,sun-dried tomato,sun dried tomato
            """)
        put(
            .dairyAndEggs,
            """
            butter,buttermilk,cheddar,cheese,cottage cheese,cream,cream cheese,creme fraiche,double cream,egg,\
            feta,free-range egg,goat cheese,greek yogurt,gruyere,halloumi,heavy cream,margarine,mascarpone,milk,\
            mozzarella,parmesan,parmigiano-reggiano,pecorino,ricotta,single cream,skimmed milk,sour cream,\
            whipping cream,whole milk,yogurt,yoghurt,egg yolk,egg white,brie,camembert,quark,kefir,custard,\
            almond milk,oat milk,soy milk,ghee
            """)
        put(
            .meatAndFish,
            """
            anchovy,bacon,beef,beef mince,brisket,chicken,chicken breast,chicken thigh,chorizo,cod,crab,duck,\
            fish,fillet,ham,lamb,lamb mince,lobster,mackerel,minced beef,mince,mussel,pancetta,pork,pork chop,\
            pork mince,prawn,prosciutto,salami,salmon,salmon fillet,sardine,sausage,scallop,shrimp,steak,\
            streaky bacon,tofu,trout,tuna steak,turkey,turkey mince,veal,venison,white fish,haddock,squid,\
            chicken wing,chicken drumstick,ground beef,ground turkey,tempeh
            """)
        put(
            .bakery,
            """
            bagel,baguette,bread,brioche,bun,ciabatta,croissant,flatbread,flour tortilla,focaccia,naan,pita,\
            pitta,roll,sourdough,tortilla,wrap,english muffin,muffin,crumpet,cake,sandwich bread,burger bun
            """)
        put(
            .pantry,
            """
            all-purpose flour,almond,baking powder,baking soda,barley,basmati rice,bean,black bean,breadcrumb,\
            brown sugar,bulgur,cannellini bean,caster sugar,chia seed,chickpea,chocolate,chopped tomato,cocoa,\
            coconut milk,cornflour,cornstarch,couscous,cracker,crushed tomato,curry paste,dark chocolate,dried fruit,\
            fish sauce,flour,green curry paste,honey,hummus,icing sugar,jam,jasmine rice,kidney bean,ketchup,lentil,\
            maple syrup,mayonnaise,mustard,noodle,nori,nut,oat,oil,olive oil,olive,palm sugar,panko breadcrumb,pasta,\
            peanut butter,peanut,pecan,penne,pine nut,plain flour,polenta,quinoa,raisin,red lentil,rice,rice noodle,\
            rigatoni,rolled oat,self-raising flour,sesame oil,sesame seed,short-grain rice,soy sauce,spaghetti,\
            stock,beef stock,chicken stock,vegetable stock,stock cube,sugar,sunflower oil,sunflower seed,syrup,tahini,\
            tinned tomato,tomato paste,tomato passata,passata,vanilla extract,vegetable oil,vinegar,walnut,\
            worcestershire sauce,yeast,caesar dressing,dressing,salad dressing,cashew,hazelnut,pistachio,lasagne sheet,\
            tinned tuna,tuna,baked bean,cereal,granola,muesli,popcorn,crisp,chip,biscuit,cookie,coffee,coffee bean,\
            tea,cocoa powder,gelatine,custard powder,pesto,sriracha,hot sauce,barbecue sauce,salsa,oyster sauce,\
            hoisin sauce,miso,coconut cream,evaporated milk,condensed milk,kitchen roll,foil,cling film,\
            tomatoes san marzano,san marzano tomato,macaroni,tagliatelle,fusilli,linguine,oatmeal
            """)
        put(
            .spices,
            """
            bay leaf,black pepper,cardamom,cayenne,chili flake,chili powder,chilli flake,chilli powder,cinnamon,\
            clove,coriander seed,cumin,curry powder,everything bagel seasoning,fennel seed,garam masala,\
            garlic powder,ginger powder,ground cumin,ground coriander,ground ginger,mixed spice,mustard seed,\
            nutmeg,onion powder,oregano,paprika,peppercorn,pepper flake,red pepper flake,salt,salt and pepper,\
            sea salt,smoked paprika,star anise,thyme dried,turmeric,vanilla,za'atar,sumac,dried oregano,\
            dried basil,italian seasoning,seasoning,five spice,allspice,saffron
            """)
        put(
            .frozen,
            """
            frozen pea,frozen berry,frozen spinach,frozen sweetcorn,ice,ice cream,fish finger,frozen pizza,\
            sorbet,frozen chip,frozen vegetable,frozen fruit,frozen prawn,edamame
            """)
        put(
            .drinks,
            """
            beer,cider,cola,juice,apple juice,orange juice,lemonade,mineral water,red wine,soda,sparkling water,\
            tonic,water,white wine,wine,sparkling wine,prosecco,kombucha,squash drink,energy drink,ice water
            """)
        return table
    }()
}
