import {
  day,
  fillDatabase,
  loadScratchDatabase,
  minuteOf,
  type Row,
  type RunStatement,
  seeded,
} from './generatedDatabase.ts';

// A food delivery platform's database as a Django project creates it: tables named
// `<app>_<model>` with the model's name run together (`orders_orderitem`), `id` keys and
// `<field>_id` references, people in `auth_user` behind a profile, `created`/`modified` on the
// app's rows, and the framework's own tables (migrations, sessions, content types, admin log)
// beside the business ones.
const SCHEMA = [
  'CREATE TABLE django_migrations (id SERIAL PRIMARY KEY, app VARCHAR(255) NOT NULL, name VARCHAR(255) NOT NULL, applied TIMESTAMPTZ NOT NULL)',
  'CREATE TABLE django_content_type (id SERIAL PRIMARY KEY, app_label VARCHAR(100) NOT NULL, model VARCHAR(100) NOT NULL)',
  'CREATE TABLE django_session (session_key VARCHAR(40) PRIMARY KEY, session_data TEXT NOT NULL, expire_date TIMESTAMPTZ NOT NULL)',
  'CREATE TABLE auth_user (id SERIAL PRIMARY KEY, password VARCHAR(128) NOT NULL, last_login TIMESTAMPTZ, is_superuser BOOLEAN NOT NULL, username VARCHAR(150) NOT NULL UNIQUE, first_name VARCHAR(150) NOT NULL, last_name VARCHAR(150) NOT NULL, email VARCHAR(254) NOT NULL, is_staff BOOLEAN NOT NULL, is_active BOOLEAN NOT NULL, date_joined TIMESTAMPTZ NOT NULL)',
  'CREATE TABLE django_admin_log (id SERIAL PRIMARY KEY, action_time TIMESTAMPTZ NOT NULL, object_id TEXT, object_repr VARCHAR(200) NOT NULL, action_flag SMALLINT NOT NULL, change_message TEXT NOT NULL, content_type_id INTEGER REFERENCES django_content_type(id), user_id INTEGER NOT NULL REFERENCES auth_user(id))',
  'CREATE TABLE accounts_customer (id BIGSERIAL PRIMARY KEY, user_id INTEGER NOT NULL UNIQUE REFERENCES auth_user(id), phone VARCHAR(20) NOT NULL, postcode VARCHAR(10) NOT NULL, marketing_opt_in BOOLEAN NOT NULL)',
  'CREATE TABLE restaurants_restaurant (id BIGSERIAL PRIMARY KEY, name VARCHAR(100) NOT NULL, slug VARCHAR(50) NOT NULL UNIQUE, cuisine VARCHAR(30) NOT NULL, city VARCHAR(40) NOT NULL, is_active BOOLEAN NOT NULL, opened_on DATE NOT NULL, created TIMESTAMPTZ NOT NULL, modified TIMESTAMPTZ NOT NULL)',
  'CREATE TABLE restaurants_menuitem (id BIGSERIAL PRIMARY KEY, restaurant_id BIGINT NOT NULL REFERENCES restaurants_restaurant(id), name VARCHAR(100) NOT NULL, category VARCHAR(30) NOT NULL, price NUMERIC(7,2) NOT NULL, is_available BOOLEAN NOT NULL, created TIMESTAMPTZ NOT NULL, modified TIMESTAMPTZ NOT NULL)',
  'CREATE TABLE delivery_courier (id BIGSERIAL PRIMARY KEY, user_id INTEGER NOT NULL UNIQUE REFERENCES auth_user(id), vehicle VARCHAR(20) NOT NULL, is_active BOOLEAN NOT NULL, created TIMESTAMPTZ NOT NULL, modified TIMESTAMPTZ NOT NULL)',
  'CREATE TABLE orders_order (id BIGSERIAL PRIMARY KEY, customer_id BIGINT NOT NULL REFERENCES accounts_customer(id), restaurant_id BIGINT NOT NULL REFERENCES restaurants_restaurant(id), courier_id BIGINT REFERENCES delivery_courier(id), status VARCHAR(20) NOT NULL, placed_at TIMESTAMPTZ NOT NULL, delivered_at TIMESTAMPTZ, amount NUMERIC(9,2) NOT NULL, delivery_fee NUMERIC(6,2) NOT NULL, tip NUMERIC(6,2) NOT NULL, created TIMESTAMPTZ NOT NULL, modified TIMESTAMPTZ NOT NULL)',
  'CREATE TABLE orders_orderitem (id BIGSERIAL PRIMARY KEY, order_id BIGINT NOT NULL REFERENCES orders_order(id), menu_item_id BIGINT NOT NULL REFERENCES restaurants_menuitem(id), quantity INTEGER NOT NULL, unit_price NUMERIC(7,2) NOT NULL)',
  'CREATE TABLE reviews_review (id BIGSERIAL PRIMARY KEY, order_id BIGINT NOT NULL UNIQUE REFERENCES orders_order(id), rating SMALLINT NOT NULL, comment TEXT NOT NULL, created TIMESTAMPTZ NOT NULL)',
];

const CITIES = ['Lyon', 'Lille', 'Nantes', 'Rennes', 'Nice'];
const CUISINES = ['Italian', 'Thai', 'Indian', 'Burgers', 'Sushi', 'Lebanese', 'Vegan'];
const DISHES: Record<string, [string, string, number][]> = {
  Italian: [
    ['Margherita', 'Mains', 11],
    ['Lasagne', 'Mains', 13.5],
    ['Tiramisu', 'Desserts', 6],
  ],
  Thai: [
    ['Pad Thai', 'Mains', 12],
    ['Green Curry', 'Mains', 13],
    ['Spring Rolls', 'Starters', 5.5],
  ],
  Indian: [
    ['Butter Chicken', 'Mains', 14],
    ['Samosas', 'Starters', 5],
    ['Lassi', 'Drinks', 4],
  ],
  Burgers: [
    ['Cheeseburger', 'Mains', 10.5],
    ['Fries', 'Sides', 3.5],
    ['Milkshake', 'Drinks', 5],
  ],
  Sushi: [
    ['Salmon Nigiri', 'Mains', 9],
    ['Miso Soup', 'Starters', 3.5],
    ['Mochi', 'Desserts', 4.5],
  ],
  Lebanese: [
    ['Falafel Wrap', 'Mains', 8.5],
    ['Hummus', 'Starters', 5],
    ['Baklava', 'Desserts', 4],
  ],
  Vegan: [
    ['Buddha Bowl', 'Mains', 11.5],
    ['Sweet Potato Fries', 'Sides', 4],
    ['Kombucha', 'Drinks', 4.5],
  ],
};
const FIRST = [
  'Amandine',
  'Bastien',
  'Chloé',
  'Damien',
  'Elodie',
  'Fabien',
  'Gaëlle',
  'Hugo',
  'Inès',
  'Jules',
];
const LAST = ['Arnaud', 'Blanc', 'Chevalier', 'Dupuis', 'Fournier', 'Garnier', 'Lemoine', 'Morel'];
const VEHICLES = ['bicycle', 'bicycle', 'scooter', 'scooter', 'car'];
const STATUSES = ['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'cancelled', 'refunded'];
const COMMENTS = ['Great', 'Cold on arrival', 'Fast delivery', 'Would order again', 'Portion too small'];

const stamp = (date: string, minutes: number) => `${minuteOf(date, minutes)}+00`;

/** A food delivery platform's rows: 35 restaurants, 1,200 customers, 40 couriers, their orders and reviews. */
export function foodDeliveryRows() {
  const r = seeded(9191);
  const users: Row[] = [];
  const user = (first: string, last: string, joined: string, staff: boolean) => {
    const n = users.length + 1;
    users.push([
      n,
      'pbkdf2_sha256$600000$x$y',
      r.next() < 0.8 ? stamp(day(joined.slice(0, 10), r.int(0, 200)), r.int(0, 1439)) : null,
      false,
      `${first.toLowerCase()}.${last.toLowerCase()}${n}`,
      first,
      `${last} ${n}`,
      `${first.toLowerCase()}${n}@example.fr`,
      staff,
      r.next() < 0.93,
      joined,
    ]);
    return n;
  };
  for (const [first, last] of [
    ['Admin', 'Ops'],
    ['Sophie', 'Support'],
  ])
    user(first!, last!, stamp('2022-11-02', 540), true);

  const restaurants: Row[] = [];
  const menu: Row[] = [];
  for (let i = 1; i <= 35; i++) {
    const cuisine = r.pick(CUISINES);
    const city = CITIES[(i * 3) % CITIES.length]!;
    const opened = day('2021-05-01', r.int(0, 900));
    const made = stamp(opened, 600);
    const name = `${cuisine} ${['House', 'Corner', 'Kitchen', 'Express', 'Garden'][i % 5]} ${city} ${i}`;
    restaurants.push([i, name, `r-${i}`, cuisine, city, r.next() < 0.9, opened, made, made]);
    for (const [dish, category, price] of DISHES[cuisine]!)
      menu.push([
        menu.length + 1,
        i,
        `${dish} (${i})`,
        category,
        Math.round(price * (0.9 + r.next() * 0.3) * 2) / 2,
        r.next() < 0.92,
        made,
        made,
      ]);
  }
  const customers: Row[] = [];
  for (let c = 1; c <= 1200; c++) {
    const joined = stamp(day('2023-01-01', r.int(0, 1000)), r.int(0, 1439));
    const u = user(r.pick(FIRST), r.pick(LAST), joined, false);
    customers.push([
      c,
      u,
      `06${String(10000000 + c * 7).slice(0, 8)}`,
      `${r.int(10, 95)}0${r.int(10, 99)}`,
      r.next() < 0.4,
    ]);
  }
  const couriers: Row[] = [];
  for (let k = 1; k <= 40; k++) {
    const joined = stamp(day('2022-09-01', r.int(0, 500)), 480);
    const u = user(r.pick(FIRST), r.pick(LAST), joined, false);
    couriers.push([k, u, r.pick(VEHICLES), r.next() < 0.85, joined, joined]);
  }
  const orders: Row[] = [];
  const items: Row[] = [];
  const reviews: Row[] = [];
  /** Some restaurants are busier than others. */
  const busy = restaurants.flatMap((row, i) => Array.from({ length: 1 + (i % 4) }, () => row));
  for (let o = 1; o <= 7000; o++) {
    const restaurant = r.pick(busy);
    const restaurantId = restaurant[0] as number;
    const placedDay = day('2024-01-01', r.int(0, 729));
    const placedMinute = r.int(660, 1380);
    const placed = stamp(placedDay, placedMinute);
    const status = r.pick(STATUSES);
    const courier = status === 'cancelled' && r.next() < 0.5 ? null : r.int(1, couriers.length);
    const delivered =
      status === 'cancelled' || courier === null ? null : stamp(placedDay, placedMinute + r.int(18, 65));
    const dishes = menu.filter((m) => m[1] === restaurantId);
    let amount = 0;
    for (let n = r.int(1, 3); n > 0; n--) {
      const dish = r.pick(dishes);
      const quantity = r.int(1, 3);
      amount += quantity * (dish[4] as number);
      items.push([items.length + 1, o, dish[0]!, quantity, dish[4]!]);
    }
    const fee = r.pick([1.99, 2.49, 2.99, 3.49]);
    const tip = r.next() < 0.45 ? r.pick([1, 2, 3, 5]) : 0;
    orders.push([
      o,
      r.int(1, customers.length),
      restaurantId,
      courier,
      status,
      placed,
      delivered,
      Math.round(amount * 100) / 100,
      fee,
      tip,
      placed,
      delivered ?? placed,
    ]);
    if (status === 'delivered' && r.next() < 0.35) {
      const rating = Math.min(5, Math.max(1, r.int(2, 5) + (restaurantId % 3 === 0 ? -1 : 0)));
      reviews.push([reviews.length + 1, o, rating, r.pick(COMMENTS), delivered]);
    }
  }
  const apps = ['accounts', 'restaurants', 'delivery', 'orders', 'reviews'];
  const migrations: Row[] = apps
    .flatMap((app, i) =>
      Array.from({ length: 3 + i }, (_, k) => [
        null,
        app,
        `${String(k + 1).padStart(4, '0')}_auto`,
        stamp(day('2022-11-01', i * 30 + k * 7), 600),
      ]),
    )
    .map((row, i) => [i + 1, ...row.slice(1)]);
  const contentTypes: Row[] = [
    ['accounts', 'customer'],
    ['restaurants', 'restaurant'],
    ['restaurants', 'menuitem'],
    ['delivery', 'courier'],
    ['orders', 'order'],
    ['orders', 'orderitem'],
    ['reviews', 'review'],
  ].map(([app, model], i) => [i + 1, app!, model!]);
  const sessions: Row[] = Array.from({ length: 300 }, (_, i) => [
    `s${(i * 104729 + 7919).toString(36).padStart(12, '0')}`,
    'e30:1tX',
    stamp(day('2025-10-01', r.int(0, 90)), r.int(0, 1439)),
  ]);
  const adminLog: Row[] = Array.from({ length: 120 }, (_, i) => [
    i + 1,
    stamp(day('2023-01-01', r.int(0, 1000)), r.int(0, 1439)),
    String(r.int(1, 35)),
    `Restaurant ${r.int(1, 35)}`,
    r.pick([1, 2, 2, 3]),
    '[]',
    2,
    r.int(1, 2),
  ]);
  return {
    django_migrations: migrations,
    django_content_type: contentTypes,
    django_session: sessions,
    auth_user: users,
    django_admin_log: adminLog,
    accounts_customer: customers,
    restaurants_restaurant: restaurants,
    restaurants_menuitem: menu,
    delivery_courier: couriers,
    orders_order: orders,
    orders_orderitem: items,
    reviews_review: reviews,
  };
}

/** Creates the platform's tables and fills them through `run`. */
export const fillFoodDelivery = (run: RunStatement) => fillDatabase(run, SCHEMA, foodDeliveryRows());

/** The food delivery platform into a scratch PostgreSQL database of its own, dropped first. */
export const loadFoodDelivery = (database: string) => loadScratchDatabase(database, fillFoodDelivery);
