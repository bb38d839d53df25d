import { type EvalQuestion, inYear } from './evalQuestions.ts';

const visits = `"tblAppointment" a JOIN "tblPet" p ON p."lngPetID" = a."lngPetID"`;
const byVet = `"tblAppointment" a JOIN "tblVet" v ON v."lngVetID" = a."lngVetID"`;
const byClinic = `${byVet} JOIN "tblClinic" c ON c."lngClinicID" = v."lngClinicID"`;

/**
 * A veterinary practice's questions (`loadVeterinary.ts`), over a database in Hungarian notation.
 * Each was written with its PostgreSQL answer before the planner was first run on this database.
 */
export const veterinaryQuestions: EvalQuestion[] = [
  { question: 'How many pets are there?', answer: null, sql: 'SELECT count(*) FROM "tblPet"' },
  {
    question: 'Number of pets by species',
    answer: null,
    sql: 'SELECT "strSpecies", count(*) FROM "tblPet" GROUP BY 1',
  },
  {
    question: 'Number of appointments per vet',
    answer: null,
    sql: `SELECT v."strVetName", count(*) FROM ${byVet} GROUP BY v."lngVetID", 1`,
  },
  {
    question: 'Total fees by clinic',
    answer: null,
    sql: `SELECT c."strClinicName", sum(a."curFee") FROM ${byClinic} GROUP BY c."lngClinicID", 1`,
  },
  {
    question: 'Average fee by reason',
    answer: null,
    sql: 'SELECT "strReason", round(avg("curFee"), 2) FROM "tblAppointment" GROUP BY 1',
  },
  {
    question: 'Appointments per month in 2025',
    answer: null,
    sql: `SELECT to_char("dtmAppointment", 'YYYY-MM'), count(*) FROM "tblAppointment" WHERE ${inYear('"dtmAppointment"', 2025)} GROUP BY 1`,
  },
  {
    question: 'Top 7 owners by number of pets',
    answer: null,
    sql: `SELECT o."strFirstName" || ' ' || o."strLastName", count(*) n FROM "tblPet" p JOIN "tblOwner" o ON o."lngOwnerID" = p."lngOwnerID" GROUP BY o."lngOwnerID", 1 ORDER BY n DESC LIMIT 7`,
  },
  {
    question: 'Which species has the most appointments?',
    answer: null,
    sql: `SELECT p."strSpecies", count(*) n FROM ${visits} GROUP BY 1 ORDER BY n DESC LIMIT 1`,
  },
  {
    question: 'Number of no-show appointments per clinic',
    answer: null,
    sql: `SELECT c."strClinicName", count(*) FROM ${byClinic} WHERE a."bitNoShow" GROUP BY c."lngClinicID", 1`,
  },
  {
    question: 'Average weight by species',
    answer: null,
    sql: 'SELECT "strSpecies", round(avg("dblWeightKg")::numeric, 2) FROM "tblPet" GROUP BY 1',
  },
  {
    question: 'Total fees in 2024',
    answer: null,
    sql: `SELECT sum("curFee") FROM "tblAppointment" WHERE ${inYear('"dtmAppointment"', 2024)}`,
  },
  {
    question: 'Top 3 drugs by quantity',
    answer: null,
    sql: 'SELECT "strDrug", sum("intQuantity") n FROM "tblPrescription" GROUP BY 1 ORDER BY n DESC LIMIT 3',
  },
  {
    question: 'Revenue by drug',
    answer: null,
    sql: 'SELECT "strDrug", sum("intQuantity" * "curUnitPrice") FROM "tblPrescription" GROUP BY 1',
  },
  {
    question: 'Number of owners per town',
    answer: null,
    sql: 'SELECT "strTown", count(*) FROM "tblOwner" GROUP BY 1',
  },
  {
    question: 'Number of vets per clinic',
    answer: null,
    sql: `SELECT c."strClinicName", count(*) FROM "tblVet" v JOIN "tblClinic" c ON c."lngClinicID" = v."lngClinicID" GROUP BY c."lngClinicID", 1`,
  },
  {
    question: 'Average fee per vet',
    answer: null,
    sql: `SELECT v."strVetName", round(avg(a."curFee"), 2) FROM ${byVet} GROUP BY v."lngVetID", 1`,
  },
  {
    question: 'How many appointments were no-shows?',
    answer: null,
    sql: 'SELECT count(*) FROM "tblAppointment" WHERE "bitNoShow"',
  },
  {
    question: 'Owners registered per year',
    answer: null,
    sql: `SELECT to_char("dtmRegistered", 'YYYY'), count(*) FROM "tblOwner" GROUP BY 1`,
  },
  {
    question: 'Number of appointments by species',
    answer: null,
    sql: `SELECT p."strSpecies", count(*) FROM ${visits} GROUP BY 1`,
  },
  {
    question: 'Top 5 breeds by number of pets',
    answer: null,
    sql: 'SELECT "strBreed", count(*) n FROM "tblPet" GROUP BY 1 ORDER BY n DESC LIMIT 5',
  },
  {
    question: 'Number of appointments for cats',
    answer: null,
    sql: `SELECT count(*) FROM ${visits} WHERE p."strSpecies" = 'Cat'`,
  },
  {
    question: 'Total fees for Riverside Clinic',
    answer: null,
    sql: `SELECT sum(a."curFee") FROM ${byClinic} WHERE c."strClinicName" = 'Riverside Clinic'`,
  },
  {
    question: 'Number of prescriptions per vet',
    answer: null,
    sql: `SELECT v."strVetName", count(*) FROM "tblPrescription" x JOIN ${byVet} ON a."lngAppointmentID" = x."lngAppointmentID" GROUP BY v."lngVetID", 1`,
  },
  {
    question: 'Which pet has the highest weight?',
    answer: null,
    sql: 'SELECT "strPetName", "dblWeightKg" FROM "tblPet" ORDER BY 2 DESC LIMIT 1',
  },
  {
    question: 'Number of pets born per year',
    answer: null,
    sql: `SELECT to_char("dtmBirth", 'YYYY'), count(*) FROM "tblPet" GROUP BY 1`,
  },
];
