import type { EvalQuestion } from './evalQuestions.ts';

const VISIT_VET = 'visits v JOIN vets e ON e.vet_id = v.vet_id';
const VISIT_SPECIES =
  'visits v JOIN pets p ON p.pet_id = v.pet_id JOIN species s ON s.species_id = p.species_id';
const PAYMENT_OWNER =
  'payments y JOIN visits v ON v.visit_id = y.visit_id JOIN pets p ON p.pet_id = v.pet_id JOIN owners o ON o.owner_id = p.owner_id';

/**
 * A veterinary clinic's everyday questions (`loadClinic.ts`), a domain none of the planner's other
 * development databases is about: each written with its PostgreSQL answer before the planner was
 * first run on it. The MariaDB copy is graded against the same answers.
 */
export const clinicQuestions: EvalQuestion[] = [
  { question: 'How many pets are there?', answer: null, sql: 'SELECT count(*) FROM pets' },
  { question: 'How many owners do we have?', answer: null, sql: 'SELECT count(*) FROM owners' },
  {
    question: 'Number of pets per species',
    answer: null,
    sql: 'SELECT s.species_name, count(*) FROM pets p JOIN species s ON s.species_id = p.species_id GROUP BY 1',
  },
  {
    question: 'Number of visits per vet',
    answer: null,
    sql: `SELECT e.first_name, e.last_name, count(*) FROM ${VISIT_VET} GROUP BY e.vet_id, 1, 2`,
  },
  { question: 'Total payments', answer: null, sql: 'SELECT sum(amount) FROM payments' },
  { question: 'Average payment amount', answer: null, sql: 'SELECT round(avg(amount), 2) FROM payments' },
  {
    question: 'Total fees by clinic',
    answer: null,
    sql: `SELECT c.clinic_name, sum(v.fee) FROM ${VISIT_VET} JOIN clinics c ON c.clinic_id = e.clinic_id GROUP BY 1`,
  },
  {
    question: 'Top 3 vets by number of visits',
    answer: null,
    sql: `SELECT e.first_name, e.last_name, count(*) n FROM ${VISIT_VET} GROUP BY e.vet_id, 1, 2 ORDER BY n DESC LIMIT 3`,
  },
  {
    question: 'Which species has the most visits?',
    answer: null,
    sql: `SELECT s.species_name, count(*) n FROM ${VISIT_SPECIES} GROUP BY 1 ORDER BY n DESC LIMIT 1`,
  },
  {
    question: 'Visits by month in 2024',
    answer: null,
    sql: "SELECT to_char(visit_date, 'YYYY-MM'), count(*) FROM visits WHERE visit_date >= DATE '2024-01-01' AND visit_date < DATE '2025-01-01' GROUP BY 1",
  },
  {
    question: 'Number of visits per reason',
    answer: null,
    sql: 'SELECT reason, count(*) FROM visits GROUP BY 1',
  },
  {
    question: 'Average visit duration by reason',
    answer: null,
    sql: 'SELECT reason, round(avg(duration_minutes), 2) FROM visits GROUP BY 1',
  },
  {
    question: 'Top 5 owners by total paid',
    answer: null,
    sql: `SELECT o.first_name, o.last_name, sum(y.amount) t FROM ${PAYMENT_OWNER} GROUP BY o.owner_id, 1, 2 ORDER BY t DESC LIMIT 5`,
  },
  {
    question: 'Total amount paid by payment method',
    answer: null,
    sql: 'SELECT method, sum(amount) FROM payments GROUP BY 1',
  },
  {
    question: 'Number of treatments per category',
    answer: null,
    sql: 'SELECT category, count(*) FROM treatments GROUP BY 1',
  },
  {
    question: 'Top 5 treatments by quantity',
    answer: null,
    sql: 'SELECT t.treatment_name, sum(x.quantity) q FROM visit_treatments x JOIN treatments t ON t.treatment_id = x.treatment_id GROUP BY t.treatment_id, 1 ORDER BY q DESC LIMIT 5',
  },
  {
    question: 'Number of pets by owner city',
    answer: null,
    sql: 'SELECT o.city, count(*) FROM pets p JOIN owners o ON o.owner_id = p.owner_id GROUP BY 1',
  },
  {
    question: 'Average pet weight by species',
    answer: null,
    sql: 'SELECT s.species_name, round(avg(p.weight_kg), 2) FROM pets p JOIN species s ON s.species_id = p.species_id GROUP BY 1',
  },
  {
    question: 'Which pet has the highest weight?',
    answer: null,
    sql: 'SELECT pet_name, weight_kg FROM pets ORDER BY weight_kg DESC LIMIT 1',
  },
  {
    question: 'Number of visits in 2023',
    answer: null,
    sql: "SELECT count(*) FROM visits WHERE visit_date >= DATE '2023-01-01' AND visit_date < DATE '2024-01-01'",
  },
  {
    question: 'Total fees for Surgery',
    answer: null,
    sql: "SELECT sum(fee) FROM visits WHERE reason = 'Surgery'",
  },
  {
    question: 'Number of vets per clinic',
    answer: null,
    sql: 'SELECT c.clinic_name, count(*) FROM vets e JOIN clinics c ON c.clinic_id = e.clinic_id GROUP BY 1',
  },
  {
    question: 'Share of visits by reason',
    answer: null,
    sql: 'SELECT reason, count(*) FROM visits GROUP BY 1',
  },
  {
    question: 'Total payments per year',
    answer: null,
    sql: "SELECT to_char(paid_on, 'YYYY'), sum(amount) FROM payments GROUP BY 1",
  },
  {
    question: 'Average fee per visit',
    answer: null,
    sql: 'SELECT round(avg(fee), 2) FROM visits',
  },
  {
    question: 'Top 3 clinics by total fees',
    answer: null,
    sql: `SELECT c.clinic_name, sum(v.fee) t FROM ${VISIT_VET} JOIN clinics c ON c.clinic_id = e.clinic_id GROUP BY 1 ORDER BY t DESC LIMIT 3`,
  },
  {
    question: 'Number of visits for dogs',
    answer: null,
    sql: `SELECT count(*) FROM ${VISIT_SPECIES} WHERE s.species_name = 'Dog'`,
  },
  {
    question: 'Longest visit duration',
    answer: null,
    sql: 'SELECT max(duration_minutes) FROM visits',
  },
  {
    question: 'Which treatment has been used the most times?',
    answer: null,
    sql: 'SELECT t.treatment_name, count(*) n FROM visit_treatments x JOIN treatments t ON t.treatment_id = x.treatment_id GROUP BY t.treatment_id, 1 ORDER BY n DESC LIMIT 1',
  },
  {
    question: 'Average number of visits per pet',
    answer: null,
    sql: 'SELECT round(count(*)::numeric / (SELECT count(*) FROM pets), 2) FROM visits',
  },
];
