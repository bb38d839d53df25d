import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

const SCHEMA = [
  'CREATE TABLE country (country_id INTEGER PRIMARY KEY, country VARCHAR(50) NOT NULL)',
  'CREATE TABLE city (city_id INTEGER PRIMARY KEY, city VARCHAR(50) NOT NULL, country_id INTEGER NOT NULL REFERENCES country(country_id))',
  'CREATE TABLE address (address_id INTEGER PRIMARY KEY, address VARCHAR(80) NOT NULL, district VARCHAR(30) NOT NULL, city_id INTEGER NOT NULL REFERENCES city(city_id), postal_code VARCHAR(10), phone VARCHAR(20) NOT NULL)',
  'CREATE TABLE language (language_id INTEGER PRIMARY KEY, name VARCHAR(20) NOT NULL)',
  'CREATE TABLE category (category_id INTEGER PRIMARY KEY, name VARCHAR(25) NOT NULL)',
  'CREATE TABLE actor (actor_id INTEGER PRIMARY KEY, first_name VARCHAR(45) NOT NULL, last_name VARCHAR(45) NOT NULL)',
  'CREATE TABLE film (film_id INTEGER PRIMARY KEY, title VARCHAR(120) NOT NULL, release_year INTEGER NOT NULL, language_id INTEGER NOT NULL REFERENCES language(language_id), rental_duration SMALLINT NOT NULL, rental_rate NUMERIC(4,2) NOT NULL, length SMALLINT NOT NULL, replacement_cost NUMERIC(5,2) NOT NULL, rating VARCHAR(5) NOT NULL)',
  'CREATE TABLE film_actor (actor_id INTEGER NOT NULL REFERENCES actor(actor_id), film_id INTEGER NOT NULL REFERENCES film(film_id), PRIMARY KEY (actor_id, film_id))',
  'CREATE TABLE film_category (film_id INTEGER NOT NULL REFERENCES film(film_id), category_id INTEGER NOT NULL REFERENCES category(category_id), PRIMARY KEY (film_id, category_id))',
  'CREATE TABLE store (store_id INTEGER PRIMARY KEY, manager_staff_id INTEGER NOT NULL, address_id INTEGER NOT NULL REFERENCES address(address_id))',
  'CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, first_name VARCHAR(45) NOT NULL, last_name VARCHAR(45) NOT NULL, address_id INTEGER NOT NULL REFERENCES address(address_id), email VARCHAR(80), store_id INTEGER NOT NULL REFERENCES store(store_id), active BOOLEAN NOT NULL, username VARCHAR(16) NOT NULL)',
  'CREATE TABLE customer (customer_id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL REFERENCES store(store_id), first_name VARCHAR(45) NOT NULL, last_name VARCHAR(45) NOT NULL, email VARCHAR(80), address_id INTEGER NOT NULL REFERENCES address(address_id), active BOOLEAN NOT NULL, create_date DATE NOT NULL)',
  'CREATE TABLE inventory (inventory_id INTEGER PRIMARY KEY, film_id INTEGER NOT NULL REFERENCES film(film_id), store_id INTEGER NOT NULL REFERENCES store(store_id))',
  'CREATE TABLE rental (rental_id INTEGER PRIMARY KEY, rental_date TIMESTAMP NOT NULL, inventory_id INTEGER NOT NULL REFERENCES inventory(inventory_id), customer_id INTEGER NOT NULL REFERENCES customer(customer_id), return_date TIMESTAMP, staff_id INTEGER NOT NULL REFERENCES staff(staff_id))',
  'CREATE TABLE payment (payment_id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(customer_id), staff_id INTEGER NOT NULL REFERENCES staff(staff_id), rental_id INTEGER NOT NULL REFERENCES rental(rental_id), amount NUMERIC(5,2) NOT NULL, payment_date TIMESTAMP NOT NULL)',
  'CREATE VIEW sales_by_film_category AS SELECT c.name AS category, sum(p.amount) AS total_sales FROM payment p JOIN rental r ON r.rental_id = p.rental_id JOIN inventory i ON i.inventory_id = r.inventory_id JOIN film_category fc ON fc.film_id = i.film_id JOIN category c ON c.category_id = fc.category_id GROUP BY c.name',
  'CREATE VIEW customer_list AS SELECT cu.customer_id AS id, cu.first_name, cu.last_name, a.address, a.phone, ci.city, co.country, cu.store_id AS sid FROM customer cu JOIN address a ON a.address_id = cu.address_id JOIN city ci ON ci.city_id = a.city_id JOIN country co ON co.country_id = ci.country_id',
  'CREATE VIEW film_list AS SELECT f.film_id AS fid, f.title, c.name AS category, f.rental_rate AS price, f.length, f.rating FROM film f JOIN film_category fc ON fc.film_id = f.film_id JOIN category c ON c.category_id = fc.category_id',
];

const COUNTRIES = [
  'Argentina',
  'Canada',
  'Egypt',
  'Finland',
  'India',
  'Indonesia',
  'Italy',
  'Japan',
  'Nigeria',
  'Peru',
  'Poland',
  'Turkey',
];
const CITY_STEMS = ['North', 'South', 'East', 'West', 'Port', 'Lake', 'Hill', 'Bay'];
const CATEGORIES = [
  'Action',
  'Animation',
  'Children',
  'Classics',
  'Comedy',
  'Documentary',
  'Drama',
  'Family',
  'Horror',
  'Music',
  'Sci-Fi',
  'Sports',
];
const LANGUAGES = ['English', 'Italian', 'Japanese', 'Mandarin', 'French', 'German'];
const RATINGS = ['G', 'PG', 'PG-13', 'R', 'NC-17'];
const FIRST = [
  'Adele',
  'Boris',
  'Carmen',
  'Dmitri',
  'Esther',
  'Felipe',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Keiko',
  'Lionel',
  'Maya',
  'Nils',
];
const LAST = [
  'Arden',
  'Brook',
  'Castillo',
  'Dorsey',
  'Engel',
  'Fischer',
  'Garland',
  'Hayes',
  'Ibarra',
  'Jensen',
  'Kowal',
  'Lund',
];

/**
 * A film-rental chain's rows: 12 countries, 48 cities, 2 stores with 4 staff, 120 actors, 400 films
 * in 12 categories, 1,600 copies in inventory, 500 customers, 9,000 rentals and their payments.
 */
export function rentalRows() {
  const r = seeded(4242);
  const country = COUNTRIES.map((name, i) => [i + 1, name]);
  const city = Array.from({ length: 48 }, (_, i) => [
    i + 1,
    `${CITY_STEMS[i % CITY_STEMS.length]} ${COUNTRIES[i % COUNTRIES.length]!.slice(0, 4)}${i}`,
    // Some countries hold many more cities than others.
    r.next() < 0.3 ? 5 : r.int(1, COUNTRIES.length),
  ]);
  const address = Array.from({ length: 520 }, (_, i) => [
    i + 1,
    `${r.int(1, 999)} ${r.pick(LAST)} Street`,
    r.pick(['Central', 'Harbour', 'Old Town', 'Uptown']),
    r.next() < 0.2 ? 7 : r.int(1, 48),
    r.next() < 0.1 ? null : String(r.int(10000, 99999)),
    `+${r.int(100000000, 999999999)}`,
  ]);
  const language = LANGUAGES.map((name, i) => [i + 1, name]);
  const category = CATEGORIES.map((name, i) => [i + 1, name]);
  const actor = Array.from({ length: 120 }, (_, i) => [i + 1, r.pick(FIRST), `${r.pick(LAST)}${i}`]);
  const film = Array.from({ length: 400 }, (_, i) => [
    i + 1,
    `Film ${i + 1}`,
    r.int(1998, 2024),
    r.next() < 0.6 ? 1 : r.int(1, LANGUAGES.length),
    r.int(3, 7),
    r.pick([0.99, 2.99, 4.99]),
    r.int(46, 185),
    r.int(9, 29) + 0.99,
    r.pick(RATINGS),
  ]);
  const filmActor: number[][] = [];
  for (const [filmId] of film) {
    const cast = new Set<number>();
    for (let k = r.int(2, 8); k > 0; k--) cast.add(r.next() < 0.15 ? r.int(1, 10) : r.int(1, 120));
    for (const actorId of cast) filmActor.push([actorId, Number(filmId)]);
  }
  const filmCategory = film.map(([filmId]) => [
    Number(filmId),
    r.next() < 0.2 ? 5 : r.int(1, CATEGORIES.length),
  ]);
  const store = [
    [1, 1, 1],
    [2, 2, 2],
  ];
  const staff = [
    [1, 'Mira', 'Stone', 3, 'mira@rental.example', 1, true, 'mira'],
    [2, 'Jon', 'Okafor', 4, 'jon@rental.example', 2, true, 'jon'],
    [3, 'Lena', 'Park', 5, 'lena@rental.example', 1, true, 'lena'],
    [4, 'Tomas', 'Vidal', 6, null, 2, false, 'tomas'],
  ];
  const customer = Array.from({ length: 500 }, (_, i) => [
    i + 1,
    r.next() < 0.55 ? 1 : 2,
    r.pick(FIRST),
    `${r.pick(LAST)}${i}`,
    r.next() < 0.05 ? null : `customer${i + 1}@mail.example`,
    i + 11,
    r.next() < 0.92,
    day('2022-01-01', r.int(0, 700)),
  ]);
  const inventory = Array.from({ length: 1600 }, (_, i) => [
    i + 1,
    r.next() < 0.25 ? r.int(1, 40) : r.int(1, 400),
    r.next() < 0.5 ? 1 : 2,
  ]);
  const rental: (string | number | null)[][] = [];
  const payment: (string | number)[][] = [];
  for (let i = 0; i < 9000; i++) {
    const rented = day('2024-01-01', r.int(0, 700));
    const hour = String(r.int(9, 21)).padStart(2, '0');
    const copy = inventory[r.next() < 0.2 ? r.int(0, 99) : r.int(0, 1599)]!;
    const customerId = r.next() < 0.1 ? r.int(1, 30) : r.int(1, 500);
    const staffId = copy[2] === 1 ? r.pick([1, 3]) : r.pick([2, 4]);
    const returned = r.next() < 0.04 ? null : `${day(rented, r.int(1, 9))} ${hour}:15:00`;
    rental.push([i + 1, `${rented} ${hour}:00:00`, copy[0]!, customerId, returned, staffId]);
    if (r.next() < 0.93)
      payment.push([
        payment.length + 1,
        customerId,
        staffId,
        i + 1,
        r.pick([0.99, 2.99, 4.99, 5.99, 7.99]),
        `${day(rented, r.int(0, 2))} ${hour}:30:00`,
      ]);
  }
  return {
    country,
    city,
    address,
    language,
    category,
    actor,
    film,
    film_actor: filmActor,
    film_category: filmCategory,
    store,
    staff,
    customer,
    inventory,
    rental,
    payment,
  };
}

/** Creates the chain's tables and fills them through `run`; a store's manager is one of its staff. */
export async function fillRental(run: RunStatement) {
  await fillDatabase(run, SCHEMA, rentalRows());
  await run('ALTER TABLE store ADD FOREIGN KEY (manager_staff_id) REFERENCES staff(staff_id)');
}

/** The chain into a scratch PostgreSQL database of its own, dropped first. */
export const loadRental = (database: string) => loadScratchDatabase(database, fillRental);
