/**
 * Areas, estates and landmarks people write in their addresses, with the state and LGA they are in: what our own
 * address search (address-search.service.ts) recognises beside the names of the 774 LGAs and 37 states, so that
 * "12 Adeola Odeku Street, Victoria Island" fills Lagos and Eti-Osa without a paid geocoder. Names are as people
 * write them; `aliases` are other spellings. Each state and LGA must be a title of the seed data
 * (db/seed/data/states.ts); a test checks every entry resolves.
 *
 * A town that spans several LGAs (Ibadan, Jos, Owerri, Benin City…) is not listed: the LGAs named after it ("Ibadan
 * North", …) are offered instead, so the person chooses. Add places here as customers' addresses show which are missing
 * (docs/quote-request.md "Address search").
 */
export interface KnownPlace {
  name: string;
  state: string;
  lga: string;
  aliases?: readonly string[];
}

const FCT = 'Federal Capital Territory';
const AMAC = 'Abuja Municipal Area Council';

const lagos = (lga: string, names: string[]): KnownPlace[] => names.map((name) => ({ name, state: 'Lagos', lga }));
const abuja = (lga: string, names: string[]): KnownPlace[] => names.map((name) => ({ name, state: FCT, lga }));

export const knownPlaces: readonly KnownPlace[] = [
  ...lagos('Eti-Osa', [
    'Victoria Island',
    'Ikoyi',
    'Lekki Phase 1',
    'Lekki Phase 2',
    'Oniru',
    'Ajah',
    'Osapa London',
    'Ikate',
    'Chevron Drive',
    'Victoria Garden City',
    'Banana Island',
    'Adeola Odeku Street',
    'Admiralty Way',
    'Mega Plaza',
    'The Palms Shopping Mall',
  ]),
  { name: 'VI', state: 'Lagos', lga: 'Eti-Osa', aliases: ['V.I.'] },
  { name: 'VGC', state: 'Lagos', lga: 'Eti-Osa' },
  ...lagos('Ikeja', [
    'Ikeja GRA',
    'Allen Avenue',
    'Alausa',
    'Opebi',
    'Oregun',
    'Ogba',
    'Ojodu',
    'Computer Village',
    'Ikeja City Mall',
    'Murtala Muhammed International Airport',
  ]),
  ...lagos('Kosofe', ['Gbagada', 'Ogudu', 'Ketu', 'Ojota']),
  ...lagos('Lagos Mainland', ['Yaba', 'Ebute Metta', 'Akoka', 'University of Lagos']),
  { name: 'Unilag', state: 'Lagos', lga: 'Lagos Mainland' },
  ...lagos('Surulere', ['National Stadium', 'Ojuelegba', 'Adeniran Ogunsanya Street']),
  ...lagos('Amuwo-Odofin', ['Festac Town', 'Satellite Town', 'Mile 2']),
  ...lagos('Alimosho', ['Ikotun', 'Egbeda', 'Ipaja', 'Igando', 'Idimu', 'Akowonjo']),
  ...lagos('Oshodi-Isolo', ['Isolo', 'Oshodi', 'Ejigbo']),
  ...lagos('Shomolu', ['Bariga', 'Somolu']),
  ...lagos('Lagos Island', ['Marina', 'Balogun Market', 'Tafawa Balewa Square', 'Idumota']),
  ...lagos('Ojo', ['Alaba International Market', 'Lagos State University']),
  { name: 'LASU', state: 'Lagos', lga: 'Ojo' },
  ...lagos('Ibeju-Lekki', ['Awoyaya', 'Lakowe', 'Eleko', 'Lekki Free Zone']),

  ...abuja(AMAC, [
    'Wuse',
    'Wuse 2',
    'Wuse Zone 4',
    'Garki',
    'Garki 2',
    'Maitama',
    'Asokoro',
    'Utako',
    'Jabi',
    'Gwarinpa',
    'Lugbe',
    'Life Camp',
    'Lokogoma',
    'Jahi',
    'Katampe',
    'Apo',
    'Nyanya',
    'Central Business District',
    'Jabi Lake Mall',
    'Wuse Market',
    'Nnamdi Azikiwe International Airport',
  ]),
  ...abuja('Bwari', ['Kubwa', 'Dutse', 'Bwari']),
  { name: 'Abuja', state: FCT, lga: AMAC },
  { name: 'AMAC', state: FCT, lga: AMAC },

  { name: 'Rumuola', state: 'Rivers', lga: 'Obio/Akpor' },
  { name: 'Rumuokoro', state: 'Rivers', lga: 'Obio/Akpor' },
  { name: 'Rumuigbo', state: 'Rivers', lga: 'Obio/Akpor' },
  { name: 'Choba', state: 'Rivers', lga: 'Obio/Akpor' },
  { name: 'D-Line', state: 'Rivers', lga: 'Port Harcourt', aliases: ['D Line'] },
  { name: 'Borokiri', state: 'Rivers', lga: 'Port Harcourt' },
  { name: 'Mile 1', state: 'Rivers', lga: 'Port Harcourt' },

  { name: 'Bodija', state: 'Oyo', lga: 'Ibadan North' },
  { name: 'Mokola', state: 'Oyo', lga: 'Ibadan North' },
  { name: 'University of Ibadan', state: 'Oyo', lga: 'Ibadan North' },

  { name: 'Sabon Gari', state: 'Kano', lga: 'Fagge' },
  { name: 'Bompai', state: 'Kano', lga: 'Nasarawa' },
  { name: 'Kurmi Market', state: 'Kano', lga: 'Kano Municipal' },

  { name: 'Trans-Ekulu', state: 'Enugu', lga: 'Enugu East' },
  { name: 'Abakpa Nike', state: 'Enugu', lga: 'Enugu East' },
  { name: 'Ogui', state: 'Enugu', lga: 'Enugu North' },
  { name: 'Uwani', state: 'Enugu', lga: 'Enugu South' },
  { name: 'Achara Layout', state: 'Enugu', lga: 'Enugu South' },

  { name: 'Ugbowo', state: 'Edo', lga: 'Egor' },

  { name: 'Barnawa', state: 'Kaduna', lga: 'Kaduna South' },
  { name: 'Ungwan Rimi', state: 'Kaduna', lga: 'Kaduna North' },

  { name: 'Sango Ota', state: 'Ogun', lga: 'Ado-Odo/Ota', aliases: ['Ota'] },
  { name: 'Mowe', state: 'Ogun', lga: 'Obafemi Owode' },
  { name: 'Ibafo', state: 'Ogun', lga: 'Obafemi Owode' },
  { name: 'Magboro', state: 'Ogun', lga: 'Obafemi Owode' },

  { name: 'Awka', state: 'Anambra', lga: 'Awka South' },
  { name: 'Onitsha Main Market', state: 'Anambra', lga: 'Onitsha North' },
  { name: 'Warri', state: 'Delta', lga: 'Warri South' },
  { name: 'Asaba', state: 'Delta', lga: 'Oshimili South' },
  { name: 'Effurun', state: 'Delta', lga: 'Uvwie' },
];
