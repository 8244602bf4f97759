/** The fixed provinces and their cities (spec 3). */
export const PROVINCES = {
  Punjab: [
    'Lahore',
    'Faisalabad',
    'Rawalpindi',
    'Multan',
    'Gujranwala',
    'Sargodha',
    'Sialkot',
    'Bahawalpur',
    'Rahim Yar Khan',
    'Jhang',
    'Sheikhupura',
    'Kasur',
    'Sahiwal',
    'Okara',
    'Gujrat',
    'Chiniot',
    'Vehari',
    'Khanewal',
    'Mianwali',
    'Dera Ghazi Khan',
  ],
  Sindh: [
    'Karachi',
    'Hyderabad',
    'Sukkur',
    'Larkana',
    'Nawabshah (Shaheed Benazirabad)',
    'Mirpur Khas',
    'Thatta',
    'Badin',
    'Shikarpur',
    'Jacobabad',
    'Khairpur',
    'Ghotki',
    'Umerkot',
    'Dadu',
    'Tando Allahyar',
    'Matiari',
  ],
  'Khyber Pakhtunkhwa': [
    'Peshawar',
    'Mardan',
    'Abbottabad',
    'Mingora (Swat)',
    'Kohat',
    'Dera Ismail Khan',
    'Bannu',
    'Mansehra',
    'Swabi',
    'Haripur',
    'Charsadda',
    'Nowshera',
    'Lakki Marwat',
    'Karak',
    'Batkhela (Malakand)',
  ],
  Balochistan: [
    'Quetta',
    'Gwadar',
    'Khuzdar',
    'Turbat',
    'Sibi',
    'Zhob',
    'Loralai',
    'Chaman',
    'Hub',
    'Dera Murad Jamali',
    'Panjgur',
    'Naseerabad',
    'Jaffarabad',
    'Kharan',
    'Kalat',
    'Pasni',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Province = keyof typeof PROVINCES;
export const PROVINCE_NAMES = Object.keys(PROVINCES) as [Province, ...Province[]];

export function isProvince(value: unknown): value is Province {
  return typeof value === 'string' && value in PROVINCES;
}

/** The cities of a province; none for an unknown one. */
export function citiesOf(province: string): readonly string[] {
  return isProvince(province) ? PROVINCES[province] : [];
}
