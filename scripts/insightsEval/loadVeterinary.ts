import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A veterinary practice's database kept since its desktop days, in Hungarian notation: every
// table begins with `tbl`, every column with its type's prefix (`lng` keys, `str` text, `dtm`
// dates, `dbl` and `int` numbers, `cur` money, `bit` yes/no), quoted mixed case.
const SCHEMA = [
  'CREATE TABLE "tblClinic" ("lngClinicID" INTEGER PRIMARY KEY, "strClinicName" VARCHAR(40) NOT NULL, "strCity" VARCHAR(30) NOT NULL)',
  'CREATE TABLE "tblOwner" ("lngOwnerID" INTEGER PRIMARY KEY, "strFirstName" VARCHAR(30) NOT NULL, "strLastName" VARCHAR(30) NOT NULL, "strTown" VARCHAR(30) NOT NULL, "dtmRegistered" DATE NOT NULL)',
  'CREATE TABLE "tblPet" ("lngPetID" INTEGER PRIMARY KEY, "lngOwnerID" INTEGER NOT NULL REFERENCES "tblOwner"("lngOwnerID"), "strPetName" VARCHAR(30) NOT NULL, "strSpecies" VARCHAR(20) NOT NULL, "strBreed" VARCHAR(30) NOT NULL, "dtmBirth" DATE NOT NULL, "dblWeightKg" DOUBLE PRECISION NOT NULL)',
  'CREATE TABLE "tblVet" ("lngVetID" INTEGER PRIMARY KEY, "strVetName" VARCHAR(40) NOT NULL, "lngClinicID" INTEGER NOT NULL REFERENCES "tblClinic"("lngClinicID"), "dtmHired" DATE NOT NULL)',
  'CREATE TABLE "tblAppointment" ("lngAppointmentID" INTEGER PRIMARY KEY, "lngPetID" INTEGER NOT NULL REFERENCES "tblPet"("lngPetID"), "lngVetID" INTEGER NOT NULL REFERENCES "tblVet"("lngVetID"), "dtmAppointment" TIMESTAMP NOT NULL, "strReason" VARCHAR(30) NOT NULL, "curFee" NUMERIC(8,2) NOT NULL, "bitNoShow" BOOLEAN NOT NULL)',
  'CREATE TABLE "tblPrescription" ("lngPrescriptionID" INTEGER PRIMARY KEY, "lngAppointmentID" INTEGER NOT NULL REFERENCES "tblAppointment"("lngAppointmentID"), "strDrug" VARCHAR(30) NOT NULL, "intQuantity" INTEGER NOT NULL, "curUnitPrice" NUMERIC(8,2) NOT NULL)',
];

const CLINICS: [string, string][] = [
  ['Riverside Clinic', 'Leeds'],
  ['Hilltop Vets', 'Bradford'],
  ['Parkway Animal Hospital', 'York'],
  ['Canal Street Surgery', 'Leeds'],
];
const SPECIES: [string, string[], number, number][] = [
  ['Dog', ['Labrador', 'Border Collie', 'Dachshund', 'Beagle', 'Greyhound'], 4, 40],
  ['Cat', ['Siamese', 'Maine Coon', 'British Shorthair', 'Domestic'], 2.5, 7],
  ['Rabbit', ['Lop', 'Rex'], 1.2, 3],
  ['Bird', ['Budgerigar', 'Cockatiel'], 0.03, 0.12],
];
const REASONS: [string, number][] = [
  ['Vaccination', 45],
  ['Check-up', 38],
  ['Dental', 120],
  ['Surgery', 340],
  ['Injury', 90],
];
const DRUGS: [string, number][] = [
  ['Amoxicillin', 1.2],
  ['Meloxicam', 0.9],
  ['Prednisolone', 0.6],
  ['Gabapentin', 1.5],
  ['Fipronil', 7.5],
];
const FIRST = ['Amy', 'Ben', 'Chloe', 'Dan', 'Ella', 'Finn', 'Grace', 'Harvey', 'Isla', 'Jack'];
const LAST = ['Ackroyd', 'Barraclough', 'Calvert', 'Dobson', 'Earnshaw', 'Firth', 'Gledhill'];
const TOWNS = ['Leeds', 'Bradford', 'York', 'Harrogate', 'Wakefield', 'Halifax'];
const PET_NAMES = ['Bella', 'Max', 'Luna', 'Charlie', 'Milo', 'Daisy', 'Oscar', 'Poppy', 'Rocky', 'Willow'];

/** The practice's rows: 4 clinics, 14 vets, 900 owners, their pets, appointments and prescriptions. */
export function veterinaryRows() {
  const r = seeded(8118);
  const clinics: Row[] = CLINICS.map(([name, city], i) => [i + 1, name, city]);
  const vets: Row[] = [];
  for (let v = 1; v <= 14; v++)
    vets.push([
      v,
      `${FIRST[v % FIRST.length]} ${LAST[v % LAST.length]}`,
      ((v - 1) % CLINICS.length) + 1,
      day('2012-04-01', r.int(0, 4000)),
    ]);
  const owners: Row[] = [];
  for (let o = 1; o <= 900; o++)
    owners.push([o, r.pick(FIRST), `${r.pick(LAST)}-${o}`, r.pick(TOWNS), day('2018-01-01', r.int(0, 2600))]);
  const pets: Row[] = [];
  for (let p = 1; p <= 1400; p++) {
    const roll = r.next();
    const [species, breeds, low, high] = SPECIES[roll < 0.5 ? 0 : roll < 0.85 ? 1 : roll < 0.95 ? 2 : 3]!;
    pets.push([
      p,
      r.int(1, owners.length),
      r.pick(PET_NAMES),
      species,
      r.pick(breeds),
      day('2010-01-01', r.int(0, 5000)),
      Math.round((low + r.next() * (high - low)) * 1000) / 1000,
    ]);
  }
  const appointments: Row[] = [];
  const prescriptions: Row[] = [];
  for (let a = 1; a <= 5200; a++) {
    const [reason, fee] = r.pick(REASONS);
    appointments.push([
      a,
      r.int(1, pets.length),
      r.int(1, vets.length),
      minuteOf(day('2023-01-02', r.int(0, 1000)), r.int(480, 1080)),
      reason,
      Math.round(fee * (0.8 + r.next() * 0.5) * 100) / 100,
      r.next() < 0.06,
    ]);
    const lines = r.next() < 0.45 ? r.int(1, 2) : 0;
    for (let k = 0; k < lines; k++) {
      const [drug, price] = r.pick(DRUGS);
      prescriptions.push([prescriptions.length + 1, a, drug, r.int(5, 60), price]);
    }
  }
  return {
    '"tblClinic"': clinics,
    '"tblOwner"': owners,
    '"tblPet"': pets,
    '"tblVet"': vets,
    '"tblAppointment"': appointments,
    '"tblPrescription"': prescriptions,
  };
}

/** Creates the practice's tables and fills them through `run`. */
export const fillVeterinary = (run: RunStatement) => fillDatabase(run, SCHEMA, veterinaryRows());

/** The practice into a scratch PostgreSQL database of its own, dropped first. */
export const loadVeterinary = (database: string) => loadScratchDatabase(database, fillVeterinary);
