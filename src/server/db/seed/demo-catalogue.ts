import type { PartCover } from '#domain/products/product.schemas.ts';

export interface DemoProduct {
  name: string;
  model: string;
  variants: string[];
  cover_months: number;
  part_covers: PartCover[];
  launched_on: string;
}

/** The demo catalogue (decision 018): what a maker selling through dealers offers, with its warranty terms. */
export const DEMO_CATALOGUE: { category: string; problems: string[]; products: DemoProduct[] }[] = [
  {
    category: 'Air Conditioner',
    problems: ['Not cooling', 'Water leakage', 'Gas leakage', 'Noise from outdoor unit'],
    products: [
      {
        name: 'Inverter AC 1.5 Ton',
        model: 'AC-INV-18K',
        variants: ['Heat & Cool', 'Cool only'],
        cover_months: 12,
        part_covers: [{ part: 'Compressor', months: 120 }],
        launched_on: '2021-03-01',
      },
      {
        name: 'Split AC 1 Ton',
        model: 'AC-SPL-12K',
        variants: ['White', 'Gold'],
        cover_months: 12,
        part_covers: [{ part: 'Compressor', months: 60 }],
        launched_on: '2019-04-15',
      },
    ],
  },
  {
    category: 'Refrigerator',
    problems: ['Not cooling', 'Compressor failure', 'Door seal broken'],
    products: [
      {
        name: 'Frost-Free Refrigerator',
        model: 'RF-FF-450',
        variants: ['Silver', 'Black glass'],
        cover_months: 12,
        part_covers: [{ part: 'Compressor', months: 120 }],
        launched_on: '2020-01-10',
      },
      {
        name: 'Deep Freezer',
        model: 'DF-320',
        variants: ['Single door', 'Double door'],
        cover_months: 12,
        part_covers: [{ part: 'Compressor', months: 60 }],
        launched_on: '2019-06-01',
      },
    ],
  },
  {
    category: 'Washing Machine',
    problems: ['Drum not spinning', 'Water not draining', 'Noise'],
    products: [
      {
        name: 'Automatic Washer 8 kg',
        model: 'WM-AT-8',
        variants: ['Top load', 'Front load'],
        cover_months: 24,
        part_covers: [{ part: 'Motor', months: 120 }],
        launched_on: '2021-08-20',
      },
      {
        name: 'Twin Tub Washer',
        model: 'WM-TT-10',
        variants: ['10 kg', '12 kg'],
        cover_months: 12,
        part_covers: [{ part: 'Motor', months: 36 }],
        launched_on: '2018-02-01',
      },
    ],
  },
  {
    category: 'Water Dispenser',
    problems: ['Not cooling', 'Leaking tap', 'Not heating'],
    products: [
      {
        name: 'Hot & Cold Water Dispenser',
        model: 'WD-HC-3',
        variants: ['With fridge', 'Without fridge'],
        cover_months: 12,
        part_covers: [{ part: 'Compressor', months: 36 }],
        launched_on: '2020-05-05',
      },
    ],
  },
  {
    category: 'LED TV',
    problems: ['No display', 'Remote not working', 'Lines on screen'],
    products: [
      {
        name: 'Smart LED TV 43"',
        model: 'TV-S43',
        variants: ['Standard', 'Frameless'],
        cover_months: 12,
        part_covers: [{ part: 'Panel', months: 36 }],
        launched_on: '2022-02-14',
      },
      {
        name: 'Android TV 55"',
        model: 'TV-A55',
        variants: ['4K', '4K HDR'],
        cover_months: 24,
        part_covers: [{ part: 'Panel', months: 36 }],
        launched_on: '2022-09-01',
      },
    ],
  },
  {
    category: 'Microwave Oven',
    problems: ['Not heating', 'Turntable not rotating'],
    products: [
      {
        name: 'Solo Microwave 20 L',
        model: 'MW-S20',
        variants: ['White', 'Black'],
        cover_months: 12,
        part_covers: [{ part: 'Magnetron', months: 24 }],
        launched_on: '2019-11-11',
      },
      {
        name: 'Grill Microwave 25 L',
        model: 'MW-G25',
        variants: ['Mirror', 'Silver'],
        cover_months: 12,
        part_covers: [{ part: 'Magnetron', months: 24 }],
        launched_on: '2021-01-20',
      },
    ],
  },
];
