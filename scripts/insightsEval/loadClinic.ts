import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

const SCHEMA = [
  'CREATE TABLE clinics (clinic_id INTEGER PRIMARY KEY, clinic_name VARCHAR(60) NOT NULL, city VARCHAR(40) NOT NULL)',
  'CREATE TABLE vets (vet_id INTEGER PRIMARY KEY, first_name VARCHAR(40) NOT NULL, last_name VARCHAR(40) NOT NULL, clinic_id INTEGER NOT NULL REFERENCES clinics(clinic_id), hired_on DATE NOT NULL)',
  'CREATE TABLE owners (owner_id INTEGER PRIMARY KEY, first_name VARCHAR(40) NOT NULL, last_name VARCHAR(40) NOT NULL, city VARCHAR(40) NOT NULL, joined_on DATE NOT NULL)',
  'CREATE TABLE species (species_id INTEGER PRIMARY KEY, species_name VARCHAR(40) NOT NULL)',
  'CREATE TABLE pets (pet_id INTEGER PRIMARY KEY, pet_name VARCHAR(40) NOT NULL, owner_id INTEGER NOT NULL REFERENCES owners(owner_id), species_id INTEGER NOT NULL REFERENCES species(species_id), birth_date DATE NOT NULL, weight_kg NUMERIC(6,2) NOT NULL)',
  'CREATE TABLE visits (visit_id INTEGER PRIMARY KEY, pet_id INTEGER NOT NULL REFERENCES pets(pet_id), vet_id INTEGER NOT NULL REFERENCES vets(vet_id), visit_date DATE NOT NULL, reason VARCHAR(20) NOT NULL, fee NUMERIC(8,2) NOT NULL, duration_minutes INTEGER NOT NULL)',
  'CREATE TABLE treatments (treatment_id INTEGER PRIMARY KEY, treatment_name VARCHAR(60) NOT NULL, category VARCHAR(30) NOT NULL, unit_cost NUMERIC(8,2) NOT NULL)',
  'CREATE TABLE visit_treatments (visit_id INTEGER NOT NULL REFERENCES visits(visit_id), treatment_id INTEGER NOT NULL REFERENCES treatments(treatment_id), quantity INTEGER NOT NULL, PRIMARY KEY (visit_id, treatment_id))',
  'CREATE TABLE payments (payment_id INTEGER PRIMARY KEY, visit_id INTEGER NOT NULL REFERENCES visits(visit_id), paid_on DATE NOT NULL, amount NUMERIC(8,2) NOT NULL, method VARCHAR(20) NOT NULL)',
];

const FIRST = [
  'Anna',
  'Ben',
  'Chloe',
  'David',
  'Emma',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
];
const LAST = ['Moreau', 'Novak', 'Okafor', 'Pereira', 'Quinn', 'Rossi', 'Sato', 'Tanaka', 'Uribe', 'Varga'];
const CITIES = ['Leeds', 'York', 'Hull', 'Bradford', 'Harrogate'];
const PET_NAMES = ['Bella', 'Max', 'Luna', 'Charlie', 'Milo', 'Coco', 'Rocky', 'Daisy', 'Oscar', 'Nala'];
const SPECIES = ['Dog', 'Cat', 'Rabbit', 'Parrot', 'Hamster'];
const REASONS = ['Checkup', 'Vaccination', 'Injury', 'Dental', 'Surgery'];
const TREATMENTS: [string, string, number][] = [
  ['Rabies vaccine', 'Vaccine', 35],
  ['Distemper vaccine', 'Vaccine', 30],
  ['Flea treatment', 'Parasite control', 18],
  ['Worming tablet', 'Parasite control', 9.5],
  ['Dental scale', 'Dental', 120],
  ['Tooth extraction', 'Dental', 85],
  ['Antibiotics course', 'Medication', 24],
  ['Pain relief', 'Medication', 15],
  ['Bandage', 'Wound care', 7.25],
  ['Stitches', 'Wound care', 45],
  ['X-ray', 'Imaging', 95],
  ['Ultrasound', 'Imaging', 140],
  ['Neutering', 'Surgery', 260],
  ['Blood test', 'Diagnostics', 60],
  ['Microchip', 'Identification', 25],
];

/** The clinic's rows: 4 clinics, 12 vets, 150 owners, 220 pets, 1,500 visits from 2022 to 2025. */
export function clinicRows() {
  const r = seeded(20261127);
  const clinics = ['Riverside', 'Hillview', 'Old Town', 'Parkside'].map((name, i) => [
    i + 1,
    `${name} Veterinary`,
    CITIES[i]!,
  ]);
  const vets = Array.from({ length: 12 }, (_, i) => [
    i + 1,
    FIRST[i]!,
    LAST[(i * 3) % LAST.length]!,
    (i % 4) + 1,
    day('2015-01-01', r.int(0, 2500)),
  ]);
  const owners = Array.from({ length: 150 }, (_, i) => [
    i + 1,
    r.pick(FIRST),
    r.pick(LAST),
    r.pick(CITIES),
    day('2018-01-01', r.int(0, 2400)),
  ]);
  const species = SPECIES.map((name, i) => [i + 1, name]);
  const pets = Array.from({ length: 220 }, (_, i) => {
    const s = r.next() < 0.45 ? 1 : r.next() < 0.6 ? 2 : r.int(3, 5);
    const weight = s === 1 ? r.int(400, 4000) / 100 : s === 2 ? r.int(250, 700) / 100 : r.int(5, 300) / 100;
    return [i + 1, r.pick(PET_NAMES), r.int(1, 150), s, day('2010-01-01', r.int(0, 5000)), weight];
  });
  const visits = Array.from({ length: 1500 }, (_, i) => {
    const reason = r.pick(REASONS);
    const fee =
      { Checkup: 45, Vaccination: 38, Injury: 70, Dental: 95, Surgery: 310 }[reason]! + r.int(0, 40);
    const minutes =
      { Checkup: 20, Vaccination: 15, Injury: 40, Dental: 60, Surgery: 120 }[reason]! + r.int(0, 30);
    return [i + 1, r.int(1, 220), r.int(1, 12), day('2022-01-01', r.int(0, 1460)), reason, fee, minutes];
  });
  const treatments = TREATMENTS.map(([name, category, cost], i) => [i + 1, name, category, cost]);
  const visitTreatments: (string | number)[][] = [];
  for (const [visitId] of visits) {
    const used = new Set<number>();
    for (let k = r.int(0, 3); k > 0; k--) used.add(r.int(1, TREATMENTS.length));
    for (const t of used) visitTreatments.push([visitId!, t, r.int(1, 3)]);
  }
  const payments: (string | number)[][] = [];
  for (const [visitId, , , date, , fee] of visits) {
    if (r.next() < 0.08) continue;
    const split = r.next() < 0.15;
    const method = r.pick(['Card', 'Cash', 'Insurance']);
    const paid = day(String(date), r.int(0, 20));
    if (split) {
      const first = Math.round(Number(fee) * 50) / 100;
      payments.push([payments.length + 1, visitId!, paid, first, method]);
      payments.push([payments.length + 1, visitId!, day(paid, 30), Number(fee) - first, 'Card']);
    } else payments.push([payments.length + 1, visitId!, paid, fee!, method]);
  }
  return {
    clinics,
    vets,
    owners,
    species,
    pets,
    visits,
    treatments,
    visit_treatments: visitTreatments,
    payments,
  };
}

/** Creates the clinic's tables and fills them through `run`. */
export const fillClinic = (run: RunStatement) => fillDatabase(run, SCHEMA, clinicRows());

/** The clinic into a scratch PostgreSQL database of its own, dropped first. */
export const loadClinic = (database: string) => loadScratchDatabase(database, fillClinic);
