import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

// Named as SQL Server schemas often are: PascalCase tables and columns, keys ending in `ID`.
const SCHEMA = [
  'CREATE TABLE "Venue" ("VenueID" INTEGER PRIMARY KEY, "VenueName" VARCHAR(60) NOT NULL, "City" VARCHAR(40) NOT NULL, "Capacity" INTEGER NOT NULL)',
  'CREATE TABLE "Event" ("EventID" INTEGER PRIMARY KEY, "VenueID" INTEGER NOT NULL REFERENCES "Venue"("VenueID"), "EventName" VARCHAR(80) NOT NULL, "Category" VARCHAR(20) NOT NULL, "EventDate" DATE NOT NULL, "BasePrice" NUMERIC(8,2) NOT NULL)',
  'CREATE TABLE "Customer" ("CustomerID" INTEGER PRIMARY KEY, "FirstName" VARCHAR(40) NOT NULL, "LastName" VARCHAR(40) NOT NULL, "Email" VARCHAR(80) NOT NULL, "Country" VARCHAR(30) NOT NULL, "SignupDate" DATE NOT NULL)',
  'CREATE TABLE "TicketOrder" ("OrderID" INTEGER PRIMARY KEY, "CustomerID" INTEGER NOT NULL REFERENCES "Customer"("CustomerID"), "OrderDate" DATE NOT NULL, "Channel" VARCHAR(10) NOT NULL, "PromoCode" VARCHAR(12))',
  'CREATE TABLE "TicketOrderLine" ("OrderID" INTEGER NOT NULL REFERENCES "TicketOrder"("OrderID"), "LineNumber" INTEGER NOT NULL, "EventID" INTEGER NOT NULL REFERENCES "Event"("EventID"), "Quantity" INTEGER NOT NULL, "UnitPrice" NUMERIC(8,2) NOT NULL, PRIMARY KEY ("OrderID", "LineNumber"))',
  'CREATE TABLE "Refund" ("RefundID" INTEGER PRIMARY KEY, "OrderID" INTEGER NOT NULL REFERENCES "TicketOrder"("OrderID"), "RefundDate" DATE NOT NULL, "Amount" NUMERIC(8,2) NOT NULL, "Reason" VARCHAR(20) NOT NULL)',
];

const VENUES: [string, string, number][] = [
  ['Riverside Arena', 'Manchester', 18000],
  ['The Old Mill', 'Manchester', 900],
  ['Harbour Hall', 'Liverpool', 4200],
  ['Castle Theatre', 'Edinburgh', 1400],
  ['Northern Dome', 'Newcastle', 11000],
  ['Lakeside Stage', 'Birmingham', 2600],
  ['Crown Rooms', 'London', 650],
  ['Meridian Stadium', 'London', 52000],
];
const CATEGORIES: [string, number][] = [
  ['Concert', 55],
  ['Concert', 55],
  ['Theatre', 38],
  ['Comedy', 24],
  ['Sport', 45],
  ['Family', 18],
];
const TITLE_WORDS = ['Summer', 'Midnight', 'Electric', 'Golden', 'Velvet', 'Northern', 'Wild', 'Silver'];
const TITLE_NOUNS = [
  'Nights',
  'Tour',
  'Gala',
  'Live',
  'Showcase',
  'Festival',
  'Classic',
  'Derby',
  'Revue',
  'Session',
];
const FIRST = ['Amelia', 'Noah', 'Isla', 'Leo', 'Freya', 'Oscar', 'Maya', 'Arlo', 'Rosa', 'Theo', 'Zara'];
const LAST = ['Walsh', 'Patel', 'Murray', 'Khan', 'Lloyd', 'Fox', 'Hart', 'Doyle', 'Shaw'];
const COUNTRIES = [
  'United Kingdom',
  'United Kingdom',
  'United Kingdom',
  'Ireland',
  'France',
  'Netherlands',
  'Spain',
];
const CHANNELS = ['Web', 'Web', 'App', 'App', 'Box office'];
const REASONS = ['Cancelled event', 'Customer request', 'Duplicate'];

/** A ticket seller's rows: 8 venues, 80 events, 1,200 customers, 5,000 orders and their lines, refunds. */
export function ticketingRows() {
  const r = seeded(9091);
  const Venue = VENUES.map(([name, city, capacity], i) => [i + 1, name, city, capacity]);
  const Event = Array.from({ length: 80 }, (_, i) => {
    const [category, price] = r.pick(CATEGORIES);
    return [
      i + 1,
      r.int(1, 8),
      `${TITLE_WORDS[i % 8]} ${TITLE_NOUNS[Math.floor(i / 8)]}`,
      category,
      day('2024-01-10', r.int(0, 700)),
      Math.round(price * (0.7 + r.next() * 0.8) * 100) / 100,
    ];
  });
  const Customer = Array.from({ length: 1200 }, (_, i) => {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    return [
      i + 1,
      first,
      last,
      `${first}.${last}${i}@example.com`.toLowerCase(),
      r.pick(COUNTRIES),
      day('2022-06-01', r.int(0, 1000)),
    ];
  });
  const TicketOrder: (string | number | null)[][] = [];
  const TicketOrderLine: (string | number)[][] = [];
  const Refund: (string | number)[][] = [];
  for (let i = 1; i <= 5000; i++) {
    const ordered = day('2023-11-01', r.int(0, 760));
    TicketOrder.push([
      i,
      r.int(1, 1200),
      ordered,
      r.pick(CHANNELS),
      r.next() < 0.15 ? r.pick(['EARLY10', 'FRIENDS', 'VIP']) : null,
    ]);
    let total = 0;
    for (let line = 1, n = r.next() < 0.8 ? 1 : 2; line <= n; line++) {
      const event = Event[r.int(0, 79)]!;
      const quantity = r.int(1, 6);
      const price = Number(event[5]);
      total += quantity * price;
      TicketOrderLine.push([i, line, Number(event[0]), quantity, price]);
    }
    if (r.next() < 0.05)
      Refund.push([
        Refund.length + 1,
        i,
        day(ordered, r.int(1, 40)),
        Math.round(total * 100) / 100,
        r.pick(REASONS),
      ]);
  }
  return {
    '"Venue"': Venue,
    '"Event"': Event,
    '"Customer"': Customer,
    '"TicketOrder"': TicketOrder,
    '"TicketOrderLine"': TicketOrderLine,
    '"Refund"': Refund,
  };
}

/** Creates the seller's tables and fills them through `run`. */
export const fillTicketing = (run: RunStatement) => fillDatabase(run, SCHEMA, ticketingRows());

/** The seller into a scratch PostgreSQL database of its own, dropped first. */
export const loadTicketing = (database: string) => loadScratchDatabase(database, fillTicketing);
