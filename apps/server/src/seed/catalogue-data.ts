/**
 * The demo catalogue's data tables: categories, brands, the product lines (each a base name, its
 * variants and packs) and the tax rate per category. `catalogue.ts` turns them into rows.
 */
export type Pack = [size: string, mrp: number, packType: string];
export interface Line {
  sub: string;
  brand: string;
  subBrand?: string;
  base: string;
  variants: string[];
  packs: Pack[];
  /** Variants are flavours (the Flavour attribute). */
  flavour?: boolean;
}

export const CATEGORIES: Array<{
  code: string;
  name: string;
  colour: string;
  subs: Array<[string, string]>;
}> = [
  {
    code: 'BEV',
    name: 'Beverages',
    colour: '#b45309',
    subs: [
      ['TEA', 'Tea'],
      ['COFFEE', 'Coffee'],
      ['SOFT', 'Soft Drinks'],
      ['JUICE', 'Juices'],
      ['HEALTH', 'Health Drinks'],
    ],
  },
  {
    code: 'SNK',
    name: 'Snacks',
    colour: '#dc2626',
    subs: [
      ['CHIPS', 'Chips & Crisps'],
      ['NAMKEEN', 'Namkeen'],
      ['BISCUIT', 'Biscuits'],
      ['NOODLE', 'Noodles & Pasta'],
      ['CHOC', 'Chocolates'],
    ],
  },
  {
    code: 'PC',
    name: 'Personal Care',
    colour: '#7c3aed',
    subs: [
      ['SOAP', 'Bath Soaps'],
      ['SHAMPOO', 'Shampoo'],
      ['ORAL', 'Oral Care'],
      ['HAIROIL', 'Hair Oil'],
      ['SKIN', 'Skin Care'],
    ],
  },
  {
    code: 'HH',
    name: 'Household',
    colour: '#0369a1',
    subs: [
      ['DETERGENT', 'Detergents'],
      ['DISHWASH', 'Dishwash'],
      ['CLEANER', 'Surface Cleaners'],
      ['POOJA', 'Pooja Needs'],
    ],
  },
  {
    code: 'STP',
    name: 'Staples',
    colour: '#a16207',
    subs: [
      ['ATTA', 'Atta & Flours'],
      ['RICE', 'Rice'],
      ['DAL', 'Dals & Pulses'],
      ['OIL', 'Edible Oils'],
      ['SALT', 'Salt & Sugar'],
      ['SPICE', 'Spices & Masalas'],
    ],
  },
  {
    code: 'DRY',
    name: 'Dairy',
    colour: '#0891b2',
    subs: [
      ['MILK', 'Milk'],
      ['GHEE', 'Ghee & Butter'],
      ['PANEER', 'Paneer & Cheese'],
      ['CURD', 'Curd & Buttermilk'],
    ],
  },
];

export const BRANDS: Array<{
  code: string;
  name: string;
  colour: string;
  subs?: Array<[string, string, string]>;
}> = [
  { code: 'CHAIBAHAR', name: 'Chai Bahar', colour: '#9a3412' },
  { code: 'ASSAMGOLD', name: 'Assam Gold', colour: '#166534' },
  { code: 'NILGIRI', name: 'Nilgiri Brew', colour: '#451a03' },
  { code: 'FIZZUP', name: 'Fizzup', colour: '#16a34a' },
  { code: 'FRUITAGE', name: 'Fruitage', colour: '#f59e0b' },
  { code: 'VITABOLT', name: 'Vitabolt', colour: '#7c2d12' },
  {
    code: 'CRUNCHOS',
    name: 'Crunchos',
    colour: '#facc15',
    subs: [
      ['CRUNCHOS-CLASSIC', 'Crunchos Classic', '#eab308'],
      ['CRUNCHOS-MASALA', 'Crunchos Masala Magic', '#ea580c'],
    ],
  },
  { code: 'BIKANER', name: 'Bikaner Bites', colour: '#c2410c' },
  { code: 'GOODMORNING', name: 'Good Morning', colour: '#2563eb' },
  { code: 'CHOCOCHIP', name: 'Chocochip Club', colour: '#78350f' },
  { code: 'YUMEE', name: 'Yumee', colour: '#e11d48' },
  { code: 'COCOABLISS', name: 'Cocoa Bliss', colour: '#4a044e' },
  { code: 'NEEMFRESH', name: 'Neem Fresh', colour: '#15803d' },
  { code: 'ROSEPETAL', name: 'Rose Petal', colour: '#db2777' },
  { code: 'SILKARA', name: 'Silkara', colour: '#6d28d9' },
  { code: 'DENTOGUARD', name: 'Dentoguard', colour: '#0284c7' },
  { code: 'AMLARICH', name: 'Amla Rich', colour: '#3f6212' },
  { code: 'GLOWHERBS', name: 'Glow Herbs', colour: '#0d9488' },
  { code: 'BRITEWASH', name: 'Brite Wash', colour: '#1d4ed8' },
  { code: 'SHINE', name: 'Shine', colour: '#65a30d' },
  { code: 'CLEANHOME', name: 'CleanHome', colour: '#0e7490' },
  { code: 'POOJASUGANDH', name: 'Pooja Sugandh', colour: '#be123c' },
  { code: 'KISANCHAKKI', name: 'Kisan Chakki', colour: '#92400e' },
  { code: 'BASMATIRANI', name: 'Basmati Rani', colour: '#a21caf' },
  { code: 'DESIDAL', name: 'Desi Dal', colour: '#ca8a04' },
  { code: 'SARSONGOLD', name: 'Sarson Gold', colour: '#eab308' },
  { code: 'SUNLITE', name: 'Sunlite', colour: '#f97316' },
  { code: 'SHUDH', name: 'Shudh', colour: '#1e40af' },
  { code: 'MASALAMAHAL', name: 'Masala Mahal', colour: '#b91c1c' },
  { code: 'GOKUL', name: 'Gokul Fresh', colour: '#0369a1' },
];

export const LINES: Line[] = [
  {
    sub: 'TEA',
    brand: 'CHAIBAHAR',
    base: 'Chai Bahar Premium Tea',
    variants: ['Strong', 'Elaichi', 'Masala'],
    flavour: true,
    packs: [
      ['100 g', 60, 'box'],
      ['250 g', 140, 'box'],
      ['500 g', 270, 'pouch'],
      ['1 kg', 520, 'pouch'],
    ],
  },
  {
    sub: 'TEA',
    brand: 'ASSAMGOLD',
    base: 'Assam Gold Leaf Tea',
    variants: ['Classic', 'Tulsi Green'],
    flavour: true,
    packs: [
      ['250 g', 155, 'box'],
      ['500 g', 295, 'pouch'],
    ],
  },
  {
    sub: 'COFFEE',
    brand: 'NILGIRI',
    base: 'Nilgiri Brew',
    variants: ['Filter Coffee', 'Instant Coffee'],
    packs: [
      ['50 g', 150, 'jar'],
      ['100 g', 280, 'jar'],
      ['200 g', 420, 'pouch'],
    ],
  },
  {
    sub: 'SOFT',
    brand: 'FIZZUP',
    base: 'Fizzup',
    variants: ['Lemon', 'Orange', 'Cola', 'Jeera'],
    flavour: true,
    packs: [
      ['250 ml', 20, 'bottle'],
      ['750 ml', 40, 'bottle'],
      ['2 L', 95, 'bottle'],
    ],
  },
  {
    sub: 'JUICE',
    brand: 'FRUITAGE',
    base: 'Fruitage Juice',
    variants: ['Mango', 'Mixed Fruit', 'Guava', 'Litchi'],
    flavour: true,
    packs: [
      ['200 ml', 20, 'box'],
      ['1 L', 110, 'box'],
    ],
  },
  {
    sub: 'HEALTH',
    brand: 'VITABOLT',
    base: 'Vitabolt Health Drink',
    variants: ['Chocolate', 'Kesar Badam'],
    flavour: true,
    packs: [
      ['200 g', 120, 'jar'],
      ['500 g', 280, 'jar'],
      ['1 kg', 520, 'pouch'],
    ],
  },
  {
    sub: 'CHIPS',
    brand: 'CRUNCHOS',
    subBrand: 'CRUNCHOS-CLASSIC',
    base: 'Crunchos Classic Chips',
    variants: ['Salted', 'Cream & Onion'],
    flavour: true,
    packs: [
      ['26 g', 10, 'pouch'],
      ['52 g', 20, 'pouch'],
      ['90 g', 50, 'pouch'],
    ],
  },
  {
    sub: 'CHIPS',
    brand: 'CRUNCHOS',
    subBrand: 'CRUNCHOS-MASALA',
    base: 'Crunchos Masala Magic',
    variants: ['Masala', 'Tangy Tomato', 'Peri Peri'],
    flavour: true,
    packs: [
      ['26 g', 10, 'pouch'],
      ['52 g', 20, 'pouch'],
      ['90 g', 50, 'pouch'],
    ],
  },
  {
    sub: 'NAMKEEN',
    brand: 'BIKANER',
    base: 'Bikaner Bites',
    variants: ['Aloo Bhujia', 'Moong Dal', 'Khatta Meetha', 'Navratan Mix', 'Bhujia Sev'],
    flavour: true,
    packs: [
      ['40 g', 10, 'pouch'],
      ['200 g', 50, 'pouch'],
      ['400 g', 95, 'pouch'],
      ['1 kg', 220, 'bag'],
    ],
  },
  {
    sub: 'BISCUIT',
    brand: 'GOODMORNING',
    base: 'Good Morning',
    variants: ['Glucose Biscuits', 'Marie Biscuits', 'Butter Cookies', 'Cream Cracker'],
    packs: [
      ['80 g', 10, 'packet'],
      ['250 g', 35, 'packet'],
      ['600 g', 80, 'packet'],
    ],
  },
  {
    sub: 'BISCUIT',
    brand: 'CHOCOCHIP',
    base: 'Chocochip Club Cookies',
    variants: ['Choco Chip', 'Double Chocolate'],
    flavour: true,
    packs: [
      ['75 g', 30, 'packet'],
      ['150 g', 60, 'packet'],
    ],
  },
  {
    sub: 'NOODLE',
    brand: 'YUMEE',
    base: 'Yumee',
    variants: ['Masala Noodles', 'Atta Noodles', 'Chicken Noodles', 'Macaroni'],
    packs: [
      ['70 g', 14, 'packet'],
      ['280 g', 56, 'packet'],
      ['560 g', 108, 'packet'],
    ],
  },
  {
    sub: 'CHOC',
    brand: 'COCOABLISS',
    base: 'Cocoa Bliss',
    variants: ['Milk Chocolate', 'Fruit & Nut', 'Dark 55%'],
    flavour: true,
    packs: [
      ['13 g', 10, 'bar'],
      ['50 g', 45, 'bar'],
      ['150 g', 160, 'bar'],
    ],
  },
  {
    sub: 'SOAP',
    brand: 'NEEMFRESH',
    base: 'Neem Fresh Soap',
    variants: ['Neem', 'Sandal', 'Lime'],
    packs: [
      ['75 g', 30, 'bar'],
      ['125 g', 45, 'bar'],
      ['4 x 125 g', 170, 'packet'],
    ],
  },
  {
    sub: 'SOAP',
    brand: 'ROSEPETAL',
    base: 'Rose Petal Soap',
    variants: ['Rose', 'Aloe Vera'],
    packs: [
      ['100 g', 40, 'bar'],
      ['3 x 100 g', 110, 'packet'],
    ],
  },
  {
    sub: 'SHAMPOO',
    brand: 'SILKARA',
    base: 'Silkara Shampoo',
    variants: ['Anti-Dandruff', 'Smooth & Silky', 'Hair Fall Control'],
    packs: [
      ['7 ml', 2, 'pouch'],
      ['180 ml', 150, 'bottle'],
      ['340 ml', 280, 'bottle'],
      ['650 ml', 520, 'bottle'],
    ],
  },
  {
    sub: 'ORAL',
    brand: 'DENTOGUARD',
    base: 'Dentoguard Toothpaste',
    variants: ['Cavity Protect', 'Herbal Clove', 'Gel Fresh Mint'],
    packs: [
      ['50 g', 30, 'tube'],
      ['100 g', 55, 'tube'],
      ['200 g', 105, 'tube'],
    ],
  },
  {
    sub: 'HAIROIL',
    brand: 'AMLARICH',
    base: 'Amla Rich Hair Oil',
    variants: ['Amla', 'Coconut', 'Almond'],
    packs: [
      ['100 ml', 45, 'bottle'],
      ['200 ml', 85, 'bottle'],
      ['500 ml', 190, 'bottle'],
    ],
  },
  {
    sub: 'SKIN',
    brand: 'GLOWHERBS',
    base: 'Glow Herbs',
    variants: ['Neem Face Wash', 'Cold Cream', 'Moisturising Lotion'],
    packs: [
      ['50 ml', 60, 'tube'],
      ['100 ml', 110, 'tube'],
    ],
  },
  {
    sub: 'DETERGENT',
    brand: 'BRITEWASH',
    base: 'Brite Wash Detergent Powder',
    variants: ['Lemon', 'Jasmine'],
    packs: [
      ['500 g', 60, 'bag'],
      ['1 kg', 115, 'bag'],
      ['4 kg', 440, 'bag'],
    ],
  },
  {
    sub: 'DETERGENT',
    brand: 'BRITEWASH',
    base: 'Brite Wash Matic Liquid',
    variants: ['Front Load', 'Top Load'],
    packs: [
      ['500 ml', 120, 'bottle'],
      ['1 L', 220, 'bottle'],
    ],
  },
  {
    sub: 'DISHWASH',
    brand: 'SHINE',
    base: 'Shine Dishwash Bar',
    variants: ['Lemon', 'Active Salt'],
    packs: [
      ['135 g', 10, 'bar'],
      ['3 x 135 g', 30, 'packet'],
    ],
  },
  {
    sub: 'DISHWASH',
    brand: 'SHINE',
    base: 'Shine Dishwash Gel',
    variants: ['Lemon', 'Lime & Mint'],
    packs: [
      ['250 ml', 55, 'bottle'],
      ['750 ml', 150, 'bottle'],
    ],
  },
  {
    sub: 'CLEANER',
    brand: 'CLEANHOME',
    base: 'CleanHome',
    variants: ['Floor Cleaner Citrus', 'Floor Cleaner Lavender', 'Toilet Cleaner'],
    packs: [
      ['500 ml', 95, 'bottle'],
      ['1 L', 180, 'bottle'],
    ],
  },
  {
    sub: 'POOJA',
    brand: 'POOJASUGANDH',
    base: 'Pooja Sugandh',
    variants: ['Agarbatti Chandan', 'Agarbatti Mogra', 'Dhoop Cones'],
    packs: [
      ['20 sticks', 25, 'box'],
      ['100 g', 95, 'box'],
    ],
  },
  {
    sub: 'ATTA',
    brand: 'KISANCHAKKI',
    base: 'Kisan Chakki',
    variants: ['Whole Wheat Atta', 'Multigrain Atta'],
    packs: [
      ['1 kg', 55, 'bag'],
      ['5 kg', 260, 'bag'],
      ['10 kg', 500, 'bag'],
    ],
  },
  {
    sub: 'ATTA',
    brand: 'KISANCHAKKI',
    base: 'Kisan Chakki',
    variants: ['Besan', 'Sooji'],
    packs: [
      ['500 g', 60, 'pouch'],
      ['1 kg', 115, 'pouch'],
    ],
  },
  {
    sub: 'RICE',
    brand: 'BASMATIRANI',
    base: 'Basmati Rani',
    variants: ['Classic Basmati Rice', 'Dubar Basmati Rice', 'Sona Masoori Rice'],
    packs: [
      ['1 kg', 130, 'bag'],
      ['5 kg', 620, 'bag'],
    ],
  },
  {
    sub: 'DAL',
    brand: 'DESIDAL',
    base: 'Desi Dal',
    variants: ['Toor Dal', 'Moong Dal', 'Chana Dal', 'Masoor Dal', 'Urad Dal'],
    packs: [
      ['500 g', 80, 'pouch'],
      ['1 kg', 155, 'pouch'],
    ],
  },
  {
    sub: 'OIL',
    brand: 'SARSONGOLD',
    base: 'Sarson Gold Kachi Ghani Mustard Oil',
    variants: [''],
    packs: [
      ['500 ml', 95, 'bottle'],
      ['1 L', 180, 'bottle'],
      ['5 L', 850, 'tin'],
    ],
  },
  {
    sub: 'OIL',
    brand: 'SUNLITE',
    base: 'Sunlite',
    variants: ['Refined Sunflower Oil', 'Rice Bran Oil'],
    packs: [
      ['1 L', 160, 'pouch'],
      ['5 L', 760, 'tin'],
    ],
  },
  {
    sub: 'SALT',
    brand: 'SHUDH',
    base: 'Shudh',
    variants: ['Iodised Salt', 'Rock Salt', 'Sugar'],
    packs: [
      ['1 kg', 28, 'pouch'],
      ['5 kg', 130, 'bag'],
    ],
  },
  {
    sub: 'SPICE',
    brand: 'MASALAMAHAL',
    base: 'Masala Mahal',
    variants: [
      'Garam Masala',
      'Chana Masala',
      'Kitchen King Masala',
      'Turmeric Powder',
      'Red Chilli Powder',
      'Coriander Powder',
    ],
    packs: [
      ['50 g', 35, 'box'],
      ['100 g', 65, 'box'],
      ['200 g', 120, 'pouch'],
    ],
  },
  {
    sub: 'MILK',
    brand: 'GOKUL',
    base: 'Gokul Fresh',
    variants: ['Toned Milk', 'Full Cream Milk', 'Double Toned Milk'],
    packs: [
      ['500 ml', 27, 'pouch'],
      ['1 L', 54, 'pouch'],
    ],
  },
  {
    sub: 'GHEE',
    brand: 'GOKUL',
    base: 'Gokul Fresh',
    variants: ['Pure Cow Ghee', 'Salted Butter'],
    packs: [
      ['100 g', 60, 'box'],
      ['500 ml', 310, 'jar'],
      ['1 L', 600, 'tin'],
    ],
  },
  {
    sub: 'PANEER',
    brand: 'GOKUL',
    base: 'Gokul Fresh',
    variants: ['Malai Paneer', 'Cheese Slices', 'Cheese Spread'],
    packs: [
      ['200 g', 90, 'packet'],
      ['400 g', 170, 'packet'],
    ],
  },
  {
    sub: 'CURD',
    brand: 'GOKUL',
    base: 'Gokul Fresh',
    variants: ['Dahi', 'Masala Chaas', 'Mishti Doi'],
    flavour: true,
    packs: [
      ['200 g', 25, 'cup'],
      ['400 g', 45, 'cup'],
    ],
  },
];

export const TAX_BY_CATEGORY: Record<string, string> = {
  BEV: '18',
  SNK: '12',
  PC: '18',
  HH: '18',
  STP: '5',
  DRY: '5',
};
