import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable } from '../../../src/contract/dataInsights.ts';
import { parseMongoQuery } from '../../../src/server/insights/gate/mongoGate.ts';
import { columnPrefix } from '../../../src/server/insights/planner/columnPrefixes.ts';
import { compileMongo } from '../../../src/server/insights/planner/compileMongo.ts';
import { compileSql } from '../../../src/server/insights/planner/compileSql.ts';
import { describePlan, interpretationOf } from '../../../src/server/insights/planner/plan.ts';
import { planFromParts } from '../../../src/server/insights/planner/planFromParts.ts';
import { PlanningError, planQuery } from '../../../src/server/insights/planner/planQuery.ts';
import { identifierWords } from '../../../src/server/insights/planner/vocabulary.ts';

type Spec = Partial<CatalogColumn> & Pick<CatalogColumn, 'name'>;
const key = (name: string): Spec => ({
  name,
  kind: 'number',
  dataType: 'integer',
  primaryKey: true,
  role: 'key',
});
const refers = (name: string, table: string, column: string): Spec => ({
  name,
  kind: 'number',
  dataType: 'integer',
  references: { table, column },
  role: 'key',
});
const text = (name: string): Spec => ({ name, kind: 'text', dataType: 'text', role: 'identifier' });
const number = (name: string): Spec => ({ name, kind: 'number', dataType: 'numeric', role: 'measure' });
const date = (name: string): Spec => ({ name, kind: 'time', dataType: 'date', role: 'time' });
const table = (name: string, rowEstimate: number, ...columns: Spec[]): CatalogTable => ({
  name,
  rowEstimate,
  columns: columns.map((c) => ({
    dataType: 'text',
    kind: 'text',
    nullable: false,
    primaryKey: false,
    references: null,
    role: 'identifier',
    values: null,
    ...c,
  })),
});

/** A bookshop none of the planner's development databases resembles. */
const bookshop: CatalogTable[] = [
  table('publishers', 40, key('publisher_id'), text('publisher_name')),
  table(
    'books',
    900,
    key('book_id'),
    refers('publisher_id', 'publishers', 'publisher_id'),
    text('title'),
    number('pages'),
    number('thickness_mm'),
    { name: 'format', kind: 'text', dataType: 'text', role: 'category', values: ['Hardback', 'Paperback'] },
  ),
  table('reviews', 700, key('review_id'), refers('book_id', 'books', 'book_id'), number('stars')),
  table('staff', 12, key('staff_id'), text('first_name'), text('last_name'), number('hours_per_week')),
  { ...table('publisher_totals', 40, text('publisher_name'), number('books')), view: true },
  table(
    'patrons',
    300,
    key('patron_id'),
    text('first_name'),
    text('last_name'),
    refers('account_manager_id', 'staff', 'staff_id'),
  ),
  table('orders', 5000, key('order_id'), refers('patron_id', 'patrons', 'patron_id'), date('ordered_on')),
  table(
    'order_lines',
    20000,
    key('line_id'),
    refers('order_id', 'orders', 'order_id'),
    refers('book_id', 'books', 'book_id'),
    number('quantity'),
    number('unit_price'),
  ),
];

/** A catalog's planner, and what it says of a description: its reading, or why it declines. */
const plannerOver = (catalog: CatalogTable[]) => ({
  plan: (description: string) => planQuery(description, catalog, 'chart'),
  outcome(description: string) {
    try {
      return `planned: ${describePlan(planQuery(description, catalog, 'chart')).summary}`;
    } catch (error) {
      if (error instanceof PlanningError) return error.message;
      throw error;
    }
  },
});
const { plan, outcome: declines } = plannerOver(bookshop);

describe('the analytic forms people type, over a catalog of its own', () => {
  it("reads 'X sold' as the quantity on the rows that record X's sales", () => {
    const p = plan('Top 3 publishers by books sold');
    expect(p.measure).toMatchObject({ aggregate: 'sum', table: 'order_lines', column: 'quantity' });
    expect(p.dimensions).toMatchObject([{ table: 'publishers', column: 'publisher_name' }]);
    expect(p.limit).toBe(3);
    expect(describePlan(p).summary).toBe('Total books sold, by publisher, top 3');
  });

  it('groups by a foreign key named in the description, over that key', () => {
    const p = plan('Number of patrons per account manager');
    expect(p.measure).toMatchObject({ aggregate: 'count', table: 'patrons' });
    expect(p.dimensions).toMatchObject([
      { table: 'staff', column: 'first_name', also: 'last_name', label: 'account manager' },
    ]);
    expect(p.joins).toEqual([
      { table: 'staff', column: 'staff_id', from: 'patrons', fromColumn: 'account_manager_id' },
    ]);
  });

  it('reads what a customer spent as the money taken from them', () => {
    const p = plan('Top 5 patrons by total spent');
    expect(p.measure).toMatchObject({
      aggregate: 'sum',
      table: 'order_lines',
      formula: { kind: 'product', factors: ['unit_price', 'quantity'] },
    });
    expect(p.dimensions).toMatchObject([{ table: 'patrons', column: 'first_name' }]);
  });

  it('declines an average of a number the table does not have, rather than counting its rows', () => {
    expect(declines('Average book weight')).toBe(
      "I understood books, but found no number called 'weight' to take the average of. Try one of: books, pages, thickness mm, stars, hours per week.",
    );
    // Averaging a count of rows per group is still understood.
    expect(plan('Average number of patrons').measure.aggregate).toBe('count');
    expect(plan('Average book pages').measure).toMatchObject({ aggregate: 'avg', column: 'pages' });
  });

  it('names a measure by its word before a unit, and a rate by what it counts', () => {
    expect(plan('Average book thickness').measure).toMatchObject({
      aggregate: 'avg',
      column: 'thickness_mm',
    });
    const rate = plan('Average hours per week');
    expect(rate.measure).toMatchObject({ aggregate: 'avg', table: 'staff', column: 'hours_per_week' });
    expect(rate.dimensions).toEqual([]);
  });

  it("counts a base table's rows rather than summing a view's column of the same name", () => {
    const p = plan('Number of books per publisher');
    expect(p.measure).toMatchObject({ aggregate: 'count', table: 'books' });
    expect(p.dimensions).toMatchObject([{ table: 'publishers', column: 'publisher_name' }]);
  });

  it('filters on a value named in the plural, and declines a filter word that names nothing', () => {
    expect(plan('Books sold for paperbacks').filters).toMatchObject([
      { table: 'books', column: 'format', operator: '=', value: 'Paperback' },
    ]);
    expect(declines('Books sold for audiobooks')).toMatch(
      /^I understood "Total books sold", but found no value or column called 'audiobooks' to narrow it by\./,
    );
  });

  it('declines an average of counts per group rather than listing the counts', () => {
    expect(declines('Average number of reviews per book')).toMatch(
      /^An average number of reviews per book averages counts, which I cannot compute in one step\./,
    );
  });

  it('counts the rows that refer to the subject when a verb says only that it occurs, and no other verb', () => {
    const p = plan('Which book has been chosen the most times?');
    expect(p.measure).toMatchObject({ aggregate: 'count', table: 'order_lines' });
    expect(p.dimensions).toMatchObject([{ table: 'books', column: 'title' }]);
    expect(p.limit).toBe(1);
    expect(declines('Which book has been praised the most times?')).not.toMatch(/^planned/);
  });

  it("groups an entity's name beside its key, so two books with one title stay two groups", () => {
    const p = plan('Quantity by book');
    expect(p.dimensions).toMatchObject([{ table: 'books', column: 'title', key: 'book_id' }]);
    expect(compileSql(p, 'postgres')).toMatch(/GROUP BY t1\."title", t1\."book_id"/);
    // A person is named by both names, and keyed too.
    const people = compileSql(plan('Quantity by patron'), 'mysql');
    expect(people).toMatch(
      /GROUP BY CONCAT_WS\(' ', t\d\.`first_name`, t\d\.`last_name`\), t\d\.`patron_id`/,
    );
  });
});

/** Routes that a catalog alone may or may not settle: roles, link tables, and two equal keys. */
const lending: CatalogTable[] = [
  table('branches', 4, key('branch_id'), text('branch_name')),
  table('books', 150, key('book_id'), text('title'), number('published_year'), number('pages')),
  table(
    'copies',
    600,
    key('copy_id'),
    refers('book_id', 'books', 'book_id'),
    refers('branch_id', 'branches', 'branch_id'),
  ),
  table(
    'members',
    500,
    key('member_id'),
    text('first_name'),
    text('last_name'),
    refers('home_branch_id', 'branches', 'branch_id'),
  ),
  table(
    'loans',
    4000,
    key('loan_id'),
    refers('copy_id', 'copies', 'copy_id'),
    refers('member_id', 'members', 'member_id'),
    date('loaned_on'),
  ),
  table('airports', 10, key('airport_id'), text('airport_name')),
  table(
    'flights',
    800,
    key('flight_id'),
    refers('origin_id', 'airports', 'airport_id'),
    refers('destination_id', 'airports', 'airport_id'),
  ),
  table('employees', 120, key('employee_id'), text('first_name'), text('last_name')),
  table('projects', 30, key('project_id'), text('project_name')),
  table(
    'assignments',
    200,
    { ...refers('employee_id', 'employees', 'employee_id'), primaryKey: true },
    { ...refers('project_id', 'projects', 'project_id'), primaryKey: true },
  ),
  table(
    'expenses',
    1200,
    key('expense_id'),
    refers('employee_id', 'employees', 'employee_id'),
    refers('project_id', 'projects', 'project_id'),
    number('amount'),
  ),
];
const { plan: planLending, outcome: lendingDecline } = plannerOver(lending);

describe('join routes the catalog settles, and those it leaves to the user', () => {
  it('takes the route over plain keys when a role-named key offers another', () => {
    expect(planLending('Number of loans by branch').joins.map((j) => j.table)).toEqual([
      'copies',
      'branches',
    ]);
  });

  it('takes the role-named key when the description names its role', () => {
    const p = planLending('Number of loans by home branch');
    expect(p.joins).toEqual([
      { table: 'members', column: 'member_id', from: 'loans', fromColumn: 'member_id' },
      { table: 'branches', column: 'branch_id', from: 'members', fromColumn: 'home_branch_id' },
    ]);
    expect(p.dimensions).toMatchObject([{ label: 'home branch' }]);
  });

  it('goes through the link table between two tables, not through another fact table', () => {
    expect(planLending('Number of employees per project').joins.map((j) => j.table)).toEqual([
      'assignments',
      'projects',
    ]);
  });

  it('declines when two keys of one kind lead to the grouping and the description names neither', () => {
    expect(lendingDecline('Number of flights by airport')).toBe(
      "I understood Number of flights, but flights leads to airports in more than one way, over different keys. Name the one you mean (for example by the key's name), or define it on the data source page.",
    );
    expect(planLending('Number of flights by destination').joins).toMatchObject([
      { fromColumn: 'destination_id' },
    ]);
  });

  it('declines a role-named key’s shorter route when plain keys reach the table in two longer ways', () => {
    /** A school: a pupil's form tutor is a teacher; a class's subject and its teacher each name a department. */
    const school: CatalogTable[] = [
      table('departments', 6, { ...text('dept_code'), primaryKey: true, role: 'key' }, text('dept_name')),
      table('teachers', 40, key('teacher_id'), {
        ...refers('dept_code', 'departments', 'dept_code'),
        kind: 'text',
      }),
      table(
        'subjects',
        20,
        { ...text('subject_code'), primaryKey: true, role: 'key' },
        {
          ...refers('dept_code', 'departments', 'dept_code'),
          kind: 'text',
        },
      ),
      table(
        'classes',
        300,
        key('class_id'),
        { ...refers('subject_code', 'subjects', 'subject_code'), kind: 'text' },
        refers('teacher_id', 'teachers', 'teacher_id'),
      ),
      table('pupils', 900, key('pupil_id'), {
        ...refers('house_dept', 'departments', 'dept_code'),
        kind: 'text',
      }),
      table(
        'attendances',
        20000,
        { ...refers('pupil_id', 'pupils', 'pupil_id'), primaryKey: true },
        { ...refers('class_id', 'classes', 'class_id'), primaryKey: true },
        number('minutes_late'),
      ),
    ];
    expect(() => planQuery('Average minutes late by department', school, 'chart')).toThrow(
      /attendances leads to departments in more than one way/,
    );
    // With one plain route the role's shorter route stands, as a catalog's own words settle it.
    const oneWay = school.filter((t) => t.name !== 'teachers');
    const classes = oneWay.find((t) => t.name === 'classes')!;
    const alone = oneWay.map((t) =>
      t === classes ? { ...t, columns: t.columns.filter((c) => c.name !== 'teacher_id') } : t,
    );
    expect(planQuery('Average minutes late by department', alone, 'chart').joins.map((j) => j.table)).toEqual(
      ['pupils', 'departments'],
    );
  });

  it('filters a whole-number year column by the years named, when the table has no date', () => {
    expect(planLending('Number of books published since 2000').filters).toEqual([
      { table: 'books', column: 'published_year', operator: '>=', value: 2000, temporal: false },
    ]);
  });

  it('declines a condition it cannot express rather than dropping it', () => {
    expect(lendingDecline('Number of overdue loans')).toMatch(/^I am not sure what 'overdue' means here/);
  });
});

/** An agency's sales: a property's city and a buyer's city are both one join from a sale. */
const agency: CatalogTable[] = [
  table('clients', 300, key('client_id'), text('full_name'), {
    ...text('city'),
    role: 'category',
    values: ['Bath', 'Exeter'],
  }),
  table(
    'properties',
    400,
    key('property_id'),
    text('address'),
    { ...text('city'), role: 'category', values: ['Bath', 'Exeter'] },
    { ...text('property_type'), role: 'category', values: ['Flat', 'House'] },
    number('floor_area_m2'),
    number('listed_price'),
    { ...number('bedrooms'), dataType: 'integer' },
  ),
  table(
    'sales',
    220,
    key('sale_id'),
    refers('property_id', 'properties', 'property_id'),
    refers('buyer_id', 'clients', 'client_id'),
    number('sale_price'),
    date('sold_on'),
  ),
];
const { plan: planAgency } = plannerOver(agency);

describe('readings first met on an agency of its own', () => {
  it("counts the rows of a table 'number of' names, though its name also means money", () => {
    expect(planAgency('Number of sales per month').measure).toMatchObject({
      aggregate: 'count',
      table: 'sales',
    });
  });

  it('groups by the column reached over plain keys, and offers the other as a close reading', () => {
    const p = planAgency('Total sale price by city');
    expect(p.dimensions).toMatchObject([{ table: 'properties', column: 'city' }]);
    expect(p.runnersUp).toContainEqual(
      expect.objectContaining({ table: 'clients', column: 'city', margin: 1 }),
    );
  });

  it("answers 'which property' with the property itself, not a column named after it", () => {
    const p = planAgency('Which property has the highest listed price?');
    expect(p.measure).toMatchObject({ aggregate: 'max', column: 'listed_price' });
    expect(p.dimensions).toMatchObject([{ table: 'properties', column: 'address' }]);
    expect(p.order).toMatchObject({ direction: 'desc' });
  });

  it('narrows by a whole number a column counts, exactly or compared', () => {
    const filterOf = (description: string) => planAgency(description).filters;
    expect(filterOf('Number of properties with 3 bedrooms')).toEqual([
      { table: 'properties', column: 'bedrooms', operator: '=', value: 3, temporal: false },
    ]);
    expect(filterOf('How many properties have more than 3 bedrooms?')).toMatchObject([
      { operator: '>=', value: 4 },
    ]);
    expect(filterOf('Average listed price of properties with at most 2 bedrooms')).toMatchObject([
      { operator: '<', value: 3 },
    ]);
    expect(describePlan(planAgency('Properties with at least 2 bedrooms by city')).summary).toBe(
      'Number of properties, by city, where bedrooms is 2 or more',
    );
  });

  it('counts the rows holding a value named alone, and reads a squared unit', () => {
    const flats = planAgency('How many flats are there?');
    expect(flats.measure).toMatchObject({ aggregate: 'count', table: 'properties' });
    expect(flats.filters).toMatchObject([{ column: 'property_type', value: 'Flat' }]);
    expect(planAgency('Average floor area of houses').measure).toMatchObject({
      aggregate: 'avg',
      column: 'floor_area_m2',
    });
  });
});

describe('yes/no columns and words the catalog writes as one', () => {
  const school: CatalogTable[] = [
    table('students', 900, key('student_id'), text('first_name'), date('signup_date')),
    table('enrollments', 5000, key('enrollment_id'), refers('student_id', 'students', 'student_id'), {
      name: 'completed',
      kind: 'boolean',
      dataType: 'boolean',
      role: 'category',
      values: ['true', 'false'],
    }),
  ];

  it('compares a yes/no column with truth as each engine writes it', () => {
    const p = planQuery('How many enrollments were completed?', school, 'kpi');
    expect(p.filters).toEqual([
      {
        table: 'enrollments',
        column: 'completed',
        operator: '=',
        value: 'true',
        temporal: false,
        flag: true,
      },
    ]);
    expect(compileSql(p, 'mysql')).toContain('t0.`completed` = TRUE');
    expect(compileSql(p, 'tsql')).toContain('t0.[completed] = 1');
    expect(compileSql(p, 'postgres')).toContain('t0."completed" = TRUE');
  });

  it("reads 'signed up' as the catalog's signup", () => {
    const p = planQuery('Students signed up per year', school, 'chart');
    expect(p.dimensions).toMatchObject([{ column: 'signup_date', grain: 'year' }]);
  });
});

/**
 * A repair service's tickets: a nullable closing date, a link table to tags beside a view that
 * restates them, a crew of people, and sites five keys away from a ticket's charges.
 */
const repairs: CatalogTable[] = [
  table('regions', 4, key('region_id'), text('region_name')),
  table(
    'countries',
    20,
    key('country_id'),
    text('country_name'),
    refers('region_id', 'regions', 'region_id'),
  ),
  table('cities', 80, key('city_id'), text('city_name'), refers('country_id', 'countries', 'country_id')),
  table('sites', 200, key('site_id'), text('site_name'), refers('city_id', 'cities', 'city_id')),
  table('crew', 30, key('crew_id'), text('first_name'), text('last_name'), {
    name: 'active',
    kind: 'boolean',
    dataType: 'boolean',
    role: 'category',
    values: ['true', 'false'],
  }),
  table('devices', 900, key('device_id'), text('model_name'), {
    name: 'made_year',
    kind: 'number',
    dataType: 'integer',
    role: 'category',
  }),
  table(
    'tickets',
    5000,
    key('ticket_id'),
    refers('site_id', 'sites', 'site_id'),
    refers('crew_id', 'crew', 'crew_id'),
    refers('device_id', 'devices', 'device_id'),
    date('opened_on'),
    { ...date('closed_on'), nullable: true },
  ),
  table('charges', 7000, key('charge_id'), refers('ticket_id', 'tickets', 'ticket_id'), number('amount')),
  table('visits', 800, key('visit_id'), refers('ticket_id', 'tickets', 'ticket_id'), number('total_price')),
  table('tags', 12, key('tag_id'), text('tag_name')),
  table(
    'ticket_tags',
    9000,
    { ...refers('ticket_id', 'tickets', 'ticket_id'), primaryKey: true },
    { ...refers('tag_id', 'tags', 'tag_id'), primaryKey: true },
  ),
  { ...table('tag_summary', 12, { ...text('tag'), role: 'category' }, number('tickets')), view: true },
];
const { plan: planRepairs } = plannerOver(repairs);

describe('readings first met on a repair service of its own', () => {
  it("reads an event's participle, negated or not, as whether its date is empty", () => {
    const open = planRepairs('How many tickets have not been closed?');
    expect(open.filters).toEqual([
      { table: 'tickets', column: 'closed_on', operator: 'is empty', value: '', temporal: false },
    ]);
    expect(compileSql(open, 'postgres')).toContain('t0."closed_on" IS NULL');
    expect(planRepairs('Tickets never closed').filters).toMatchObject([{ operator: 'is empty' }]);
    expect(planRepairs('Number of tickets closed').filters).toMatchObject([{ operator: 'is set' }]);
    expect(describePlan(open).summary).toBe('Number of tickets, where not closed');
    expect(describePlan(planRepairs('Number of tickets closed')).summary).toBe(
      'Number of tickets, where closed',
    );
    expect(compileMongo(open).pipeline).toContainEqual({ $match: { closed_on: { $eq: null } } });
    expect(() => parseMongoQuery(JSON.stringify(compileMongo(open)))).not.toThrow();
    // The part survives an edit of the reading: regenerated from its parts, it is the same filter.
    expect(planFromParts(describePlan(open), repairs).filters).toEqual(open.filters);
  });

  it('counts a nullable date by its own months, leaving out the rows it is empty in', () => {
    const p = planRepairs('Number of tickets closed per month');
    expect(p.dimensions).toMatchObject([{ column: 'closed_on', grain: 'month' }]);
    expect(p.filters).toMatchObject([{ column: 'closed_on', operator: 'is set' }]);
  });

  it('reads a yes/no column named with not as false', () => {
    expect(planRepairs('How many crew are not active?').filters).toMatchObject([
      { column: 'active', value: 'false', flag: true },
    ]);
  });

  it("reads 'crew member' as one of the crew, a table of people", () => {
    expect(planRepairs('Number of tickets per crew member').dimensions).toMatchObject([
      { table: 'crew', column: 'first_name', also: 'last_name' },
    ]);
  });

  it('groups through a link table by the table its head word names, not by a view restating it', () => {
    for (const description of ['Number of tickets per tag', 'Number of tickets per ticket tag']) {
      const p = planRepairs(description);
      expect(p.dimensions).toMatchObject([{ table: 'tags', column: 'tag_name' }]);
      expect(p.joins.map((j) => j.table)).toEqual(['ticket_tags', 'tags']);
      // A ticket with two tags is counted once under each.
      expect(p.distinctKey).toBe('ticket_id');
    }
  });

  it('asks which money revenue is when two tables record money taken, and takes it when named', () => {
    expect(plannerOver(repairs).outcome('Revenue by region')).toBe(
      "Revenue here could be amount (charges) or total price (visits). Name the one you mean ('total amount'), or define revenue on the data source page.",
    );
    expect(planRepairs('Total price by region').measure).toMatchObject({
      aggregate: 'sum',
      table: 'visits',
      column: 'total_price',
      label: 'total price',
    });
  });

  it('follows five keys from a charge to its region', () => {
    const p = planRepairs('Total charge amount by region');
    expect(p.joins.map((j) => j.table)).toEqual(['tickets', 'sites', 'cities', 'countries', 'regions']);
    expect(p.dimensions).toMatchObject([{ table: 'regions', column: 'region_name' }]);
  });

  it('groups a whole-number year column per year, in order of the years', () => {
    const p = planRepairs('Number of devices made per year');
    expect(p.dimensions).toMatchObject([{ table: 'devices', column: 'made_year', grain: null }]);
    expect(p.order).toEqual({ alias: 'made_year', direction: 'asc' });
  });
});

/**
 * A brewery's books, named as many MySQL schemas are: camelCase, tables run together, keys called
 * numbers and codes, a style table keyed by the style's own name.
 */
const brewery: CatalogTable[] = [
  table('beerstyles', 12, { ...text('beerStyle'), primaryKey: true, role: 'key' }, text('styleNotes')),
  table(
    'beers',
    80,
    { ...key('beerCode'), kind: 'text', dataType: 'varchar' },
    text('beerName'),
    { ...refers('beerStyle', 'beerstyles', 'beerStyle'), kind: 'text', dataType: 'varchar' },
    number('abv'),
  ),
  table('staff', 20, key('staffNumber'), text('firstName'), text('lastName'), {
    ...text('jobTitle'),
    role: 'category',
    values: ['Account Manager', 'Brewer'],
  }),
  table(
    'pubs',
    150,
    key('pubNumber'),
    text('pubName'),
    { ...text('city'), role: 'category', values: ['Cork', 'Galway'] },
    refers('accountManagerNumber', 'staff', 'staffNumber'),
  ),
  table(
    'deliveries',
    3000,
    key('deliveryNumber'),
    refers('pubNumber', 'pubs', 'pubNumber'),
    date('deliveredOn'),
  ),
  table(
    'deliverylines',
    9000,
    { ...refers('deliveryNumber', 'deliveries', 'deliveryNumber'), primaryKey: true },
    { ...refers('beerCode', 'beers', 'beerCode'), primaryKey: true, kind: 'text', dataType: 'varchar' },
    number('quantityOrdered'),
    number('priceEach'),
  ),
  table('invoices', 2500, key('invoiceNumber'), refers('pubNumber', 'pubs', 'pubNumber'), number('amount')),
];
const { plan: planBrewery } = plannerOver(brewery);

describe('readings first met on a brewery named in camelCase', () => {
  it('groups by a table whose name runs words together, called by its own text key', () => {
    const p = planBrewery('Number of beers per beer style');
    expect(p.dimensions).toMatchObject([{ table: 'beerstyles', column: 'beerStyle' }]);
  });

  it("reads 'revenue' as what the lines sold, unless the description names the money column", () => {
    expect(planBrewery('Revenue by city').measure).toMatchObject({
      table: 'deliverylines',
      formula: { kind: 'product', factors: ['priceEach', 'quantityOrdered'] },
    });
    expect(planBrewery('Total invoice amount by city').measure).toMatchObject({
      table: 'invoices',
      column: 'amount',
    });
  });

  it("reads a common word that ends a column's name with the word before it", () => {
    const p = planBrewery('Top 3 beers by quantity ordered');
    expect(p.measure).toMatchObject({ aggregate: 'sum', column: 'quantityOrdered' });
    expect(p.dimensions).toMatchObject([{ table: 'beers', column: 'beerName' }]);
  });

  it("answers 'which <kind> has the most' by that kind, though a value is spelt the same", () => {
    const p = planBrewery('Which account manager has the most pubs?');
    expect(p.filters).toEqual([]);
    expect(p.joins).toMatchObject([{ table: 'staff', fromColumn: 'accountManagerNumber' }]);
    expect(p.limit).toBe(1);
  });

  it("keeps 'line' a word of the catalog, and a named chart out of the reading", () => {
    const p = planBrewery('Number of delivery lines per beer style as a line chart');
    expect(p.measure).toMatchObject({ aggregate: 'count', table: 'deliverylines' });
    expect(p.dimensions).toMatchObject([{ column: 'beerStyle' }]);
  });
});

/** A courier's parcels: columns named for their table, few cities over many couriers, two delivery dates. */
const courier: CatalogTable[] = [
  {
    ...table('couriers', 120, key('courier_id'), {
      ...text('courier_city'),
      role: 'category',
      values: ['Bari', 'Lecce', 'Taranto'],
    }),
  },
  table('customers', 900, key('customer_id'), text('customer_name')),
  table(
    'parcels',
    20000,
    key('parcel_id'),
    refers('courier_id', 'couriers', 'courier_id'),
    refers('customer_id', 'customers', 'customer_id'),
    date('booked_at'),
    { ...date('delivered_at'), nullable: true },
    date('estimated_delivery_at'),
    { ...number('pieces'), dataType: 'integer' },
  ),
  table(
    'parcel_payments',
    21000,
    { ...refers('parcel_id', 'parcels', 'parcel_id'), primaryKey: true },
    { ...number('payment_seq'), dataType: 'integer', primaryKey: true, role: 'identifier' },
    { ...text('payment_method'), role: 'category', values: ['card', 'cash'] },
    number('payment_value'),
  ),
];
const { plan: planCourier, outcome: courierDecline } = plannerOver(courier);

describe('readings first met on a courier whose columns carry their table’s name', () => {
  it("answers 'which courier' with the couriers themselves, not the few cities they share", () => {
    const p = planCourier('Which courier has the most parcels?');
    expect(p.dimensions).toMatchObject([{ table: 'couriers', column: 'courier_id' }]);
    expect(planCourier('Number of parcels by courier city').dimensions).toMatchObject([
      { column: 'courier_city' },
    ]);
  });

  it('groups by a whole number named in full', () => {
    expect(planCourier('Number of parcels by pieces').dimensions).toMatchObject([{ column: 'pieces' }]);
  });

  it("counts the rows 'number of' names, though a column of theirs ends in 'value'", () => {
    expect(planCourier('Number of parcel payments').measure).toMatchObject({
      aggregate: 'count',
      column: null,
      table: 'parcel_payments',
    });
  });

  it('counts the rows holding a kind a column names, for a verb that only says it occurs', () => {
    const p = planCourier('Which payment method is used the most?');
    expect(p.measure).toMatchObject({ aggregate: 'count', table: 'parcel_payments' });
    expect(p.dimensions).toMatchObject([{ column: 'payment_method' }]);
    expect(p.limit).toBe(1);
  });

  it("declines 'value' of rows it could only count", () => {
    expect(courierDecline('Parcel value by courier city')).toMatch(/^I am not sure what 'value' means here/);
  });

  it('asks which date a word means when it names two', () => {
    expect(courierDecline('Average delivery time in days')).toBe(
      "'delivery' could be delivered at or estimated delivery at. Name the date you mean.",
    );
  });
});

/** A hospital's warehouse: singular tables, each column carrying its table's short prefix. */
const hospital: CatalogTable[] = [
  table('ward', 12, key('w_wardkey'), {
    ...text('w_name'),
    role: 'category',
    values: ['Cardiology', 'Maternity', 'Oncology'],
  }),
  table('patient', 4000, key('p_patientkey'), text('p_name'), { ...text('p_city'), role: 'category' }),
  table(
    'admission',
    9000,
    key('ad_admissionkey'),
    refers('ad_patientkey', 'patient', 'p_patientkey'),
    refers('ad_wardkey', 'ward', 'w_wardkey'),
    date('ad_admitdate'),
    number('ad_cost'),
  ),
];
const { plan: planHospital } = plannerOver(hospital);

describe('readings first met on a warehouse whose columns carry their table’s prefix', () => {
  it('reads columns without the prefix and plans in the database’s own names', () => {
    const p = planHospital('Total cost by ward');
    expect(p.measure).toMatchObject({
      aggregate: 'sum',
      table: 'admission',
      column: 'ad_cost',
      label: 'cost',
    });
    expect(p.dimensions).toMatchObject([{ table: 'ward', column: 'w_name', label: 'ward' }]);
    expect(p.joins).toEqual([
      { table: 'ward', column: 'w_wardkey', from: 'admission', fromColumn: 'ad_wardkey' },
    ]);
    expect(describePlan(p).summary).toBe('Total cost, by ward');
    expect(compileSql(p, 'postgres')).toContain('SUM(t0."ad_cost")');
  });

  it('says a filter and a time grain in the columns’ words', () => {
    const p = planHospital('Number of admissions per month in the Cardiology ward');
    expect(p.filters).toMatchObject([{ table: 'ward', column: 'w_name', value: 'Cardiology' }]);
    expect(p.dimensions).toMatchObject([{ column: 'ad_admitdate', grain: 'month' }]);
    expect(describePlan(p).summary).toBe(
      'Number of admissions, per month of admit date, where ward is Cardiology',
    );
  });

  it('plans the same reading again from its parts, as an edit sends them', () => {
    const p = planHospital('Average cost by patient city');
    const again = planFromParts(describePlan(p), hospital);
    expect(again.measure).toMatchObject({ column: 'ad_cost', label: 'cost' });
    expect(again.dimensions).toMatchObject([{ table: 'patient', column: 'p_city', label: 'city' }]);
    expect(compileSql(again, 'postgres')).toBe(compileSql(p, 'postgres'));
  });

  it('takes a prefix off only when every column has it, it is no word and it begins as its table does', () => {
    expect(columnPrefix(hospital[2]!)).toBe('ad');
    const plot = table('plot', 10, key('plot_id'), number('x_pos'), number('y_pos'));
    expect(columnPrefix(plot)).toBeNull();
    expect(columnPrefix(table('grid', 10, number('x_pos'), number('x_len')))).toBeNull();
    expect(columnPrefix(table('visit', 10, key('is_id'), text('is_name')))).toBeNull();
  });
});

/** A gym whose money comes from a shop's lines, written with a short word for quantity. */
const gym: CatalogTable[] = [
  table('tiers', 3, key('tier_id'), {
    ...text('tier_name'),
    role: 'category',
    values: ['Gold', 'Silver', 'Bronze'],
  }),
  table('members', 800, key('member_id'), text('full_name'), refers('tier_id', 'tiers', 'tier_id')),
  table(
    'invoices',
    6000,
    key('invoice_id'),
    refers('member_id', 'members', 'member_id'),
    { name: 'paid', kind: 'boolean', dataType: 'boolean', role: 'category', values: ['true', 'false'] },
    number('amount'),
    { ...text('discount_code'), nullable: true },
  ),
  table('classes', 40, key('class_id'), text('class_name'), number('weekly_fee')),
  table(
    'shop_sales',
    12000,
    key('sale_id'),
    refers('member_id', 'members', 'member_id'),
    refers('product_id', 'products', 'product_id'),
    { ...number('qty'), dataType: 'integer' },
    number('unit_price'),
  ),
  table('products', 90, key('product_id'), text('product_name'), number('list_price')),
];
const { plan: planGym } = plannerOver(gym);

describe('readings first met on a gym', () => {
  it("reads 'unpaid' as the negative of a yes/no column", () => {
    expect(planGym('Number of unpaid invoices').filters).toMatchObject([
      { column: 'paid', value: 'false', flag: true },
    ]);
  });

  it('reads a word after a value that names what it is the value of as part of the filter', () => {
    const p = planGym('Number of members in the Gold tier');
    expect(p.measure).toMatchObject({ aggregate: 'count', table: 'members' });
    expect(p.filters).toMatchObject([{ table: 'tiers', column: 'tier_name', value: 'Gold' }]);
  });

  it('reads a grain word that begins a column’s name as that column', () => {
    const p = planGym('Average weekly fee');
    expect(p.measure).toMatchObject({ aggregate: 'avg', column: 'weekly_fee' });
    expect(p.dimensions).toEqual([]);
  });

  it("reads a common word that begins a column's name with the word after it", () => {
    expect(planGym('Average list price').measure).toMatchObject({ table: 'products', column: 'list_price' });
  });

  it('finds line revenue through a short word for quantity', () => {
    expect(planGym('Revenue by tier').measure).toMatchObject({
      table: 'shop_sales',
      formula: { kind: 'product', factors: ['unit_price', 'qty'] },
    });
  });
});

describe('readings first met on a ticket seller and a greenhouse', () => {
  it('reads the words of a state after a negation and before the verb', () => {
    expect(planGym('How many invoices have not been paid?').filters).toMatchObject([
      { column: 'paid', value: 'false', flag: true },
    ]);
  });

  it('reads a flag before a word naming its own table as holding', () => {
    expect(planGym('Number of paid invoices per tier').filters).toMatchObject([
      { column: 'paid', value: 'true', flag: true },
    ]);
  });

  it('reads something rows have or lack as whether its column holds a value', () => {
    expect(planGym('Number of invoices with a discount code').filters).toMatchObject([
      { column: 'discount_code', operator: 'is set' },
    ]);
    expect(planGym('Number of invoices without a discount code').filters).toMatchObject([
      { column: 'discount_code', operator: 'is empty' },
    ]);
  });

  it("ranks what was sold for 'which <thing> sold the most <items>'", () => {
    const p = plan('Which publisher sold the most books?');
    expect(p.measure).toMatchObject({ aggregate: 'sum', table: 'order_lines', column: 'quantity' });
    expect(p.dimensions).toMatchObject([{ table: 'publishers' }]);
    expect(p.limit).toBe(1);
  });

  it('counts rows under their plural name, and leaves a name it cannot make plural', () => {
    expect(describePlan(planHospital('How many admissions?')).summary).toBe('Number of admissions');
    const crew = [table('staff', 20, key('staff_id'), text('full_name'))];
    expect(describePlan(planQuery('How many staff?', crew, 'kpi')).summary).toBe('Number of staff');
  });

  /** Courses sold on booking lines; each line belongs to its booking and refers to a session. */
  const courses: CatalogTable[] = [
    table('sessions', 300, key('session_id'), date('starts_on')),
    table('bookings', 4000, key('booking_id'), date('booked_on')),
    table(
      'booking_lines',
      9000,
      { ...refers('booking_id', 'bookings', 'booking_id'), primaryKey: true },
      { ...number('line_no'), dataType: 'integer', primaryKey: true, role: 'identifier' },
      refers('session_id', 'sessions', 'session_id'),
      { ...number('quantity'), dataType: 'integer' },
      number('price'),
    ),
  ];

  it('dates a line by the row it is part of, not by a row it refers to', () => {
    const p = planQuery('Revenue by month', courses, 'chart');
    expect(p.measure).toMatchObject({ table: 'booking_lines', formula: { kind: 'product' } });
    expect(p.dimensions).toMatchObject([{ table: 'bookings', column: 'booked_on', grain: 'month' }]);
  });

  /** Observations in one generic column, whose instrument's kind says what they measure. */
  const weather: CatalogTable[] = [
    table('stations', 30, key('station_id'), text('station_name')),
    table('instruments', 90, key('instrument_id'), refers('station_id', 'stations', 'station_id'), {
      ...text('measure_kind'),
      role: 'category',
      values: ['Rainfall', 'Wind speed'],
    }),
    table(
      'observations',
      50000,
      key('observation_id'),
      refers('instrument_id', 'instruments', 'instrument_id'),
      date('observed_at'),
      number('value'),
    ),
  ];

  it('measures a kind a value names in the one number recorded for it', () => {
    const p = planQuery('Average rainfall by station', weather, 'chart');
    expect(p.measure).toMatchObject({ aggregate: 'avg', table: 'observations', column: 'value' });
    expect(p.filters).toMatchObject([{ table: 'instruments', column: 'measure_kind', value: 'Rainfall' }]);
    expect(describePlan(p).summary).toBe(
      'Average rainfall value, by station, where measure kind is Rainfall',
    );
  });

  it('does not guess which number a kind means when its rows record two', () => {
    const withColumn = (name: string) =>
      weather.map((t) =>
        t.name === 'observations' ? { ...t, columns: [...t.columns, { ...t.columns[3]!, name }] } : t,
      );
    // 'amount' says no more than 'value' does; 'quality' is named for what it measures.
    expect(() => planQuery('Average rainfall by station', withColumn('amount'), 'chart')).toThrow(
      PlanningError,
    );
    expect(planQuery('Average rainfall by station', withColumn('quality'), 'chart').measure).toMatchObject({
      column: 'value',
    });
  });
});

describe('prices a line already multiplies out, and columns named with an aggregate word', () => {
  /** A florist whose delivery lines carry an extended price: quantity times the unit price. */
  const florist: CatalogTable[] = [
    table('customers', 700, key('customer_id'), text('customer_name')),
    table('bouquets', 60, key('bouquet_id'), text('bouquet_name'), number('retail_price')),
    table(
      'deliveries',
      5000,
      key('delivery_id'),
      refers('customer_id', 'customers', 'customer_id'),
      date('delivered_on'),
      number('total_price'),
    ),
    table(
      'delivery_lines',
      9000,
      { ...refers('delivery_id', 'deliveries', 'delivery_id'), primaryKey: true },
      { ...number('line_no'), dataType: 'integer', primaryKey: true, role: 'identifier' },
      refers('bouquet_id', 'bouquets', 'bouquet_id'),
      { ...number('quantity'), dataType: 'integer' },
      number('extended_price'),
      number('discount'),
    ),
  ];

  it('takes an extended price once, not times the quantity again', () => {
    expect(planQuery('Revenue by bouquet', florist, 'chart').measure.formula).toEqual({
      kind: 'product',
      factors: ['extended_price'],
      discount: 'discount',
    });
  });

  it("sums the column 'total price' names, not another price", () => {
    const p = planQuery('Top 5 customers by total price', florist, 'chart');
    expect(p.measure).toMatchObject({ aggregate: 'sum', table: 'deliveries', column: 'total_price' });
    expect(describePlan(p).summary).toBe('Total price, by customer, top 5');
  });
});

describe('readings first met on a legacy schema of short names, codes and comments', () => {
  /** A club's members and donations, named as an old system names them. */
  const club: CatalogTable[] = [
    table(
      'mbr',
      900,
      key('mbr_no'),
      { ...text('mbr_nm'), comment: 'Member name' },
      {
        ...text('mbr_lvl'),
        role: 'category',
        values: ['B', 'G', 'S'],
        comment: 'Membership level: G gold, S silver, B bronze',
      },
      { name: 'actv_flg', kind: 'boolean', dataType: 'boolean', role: 'category', comment: 'Active' },
    ),
    table('dntn', 7000, key('dntn_no'), refers('mbr_no', 'mbr', 'mbr_no'), date('dntn_dt'), {
      ...number('dntn_amt'),
      comment: 'Amount given',
    }),
  ];
  const planClub = (description: string) => planQuery(description, club, 'chart');

  it('reads short names for the words they shorten, though a comment uses those words', () => {
    const p = planClub('Number of members per membership level');
    expect(p.measure).toMatchObject({ aggregate: 'count', table: 'mbr' });
    expect(p.dimensions).toMatchObject([{ column: 'mbr_lvl' }]);
  });

  it('labels what it read in the words the description and the comments use', () => {
    expect(describePlan(planClub('Number of members per membership level')).summary).toBe(
      'Number of members, by member level',
    );
    expect(planClub('Total donations').measure).toMatchObject({
      aggregate: 'sum',
      column: 'dntn_amt',
      label: 'donation amount',
    });
  });

  it('filters by a code its column’s comment spells out', () => {
    expect(planClub('Number of gold members').filters).toMatchObject([{ column: 'mbr_lvl', value: 'G' }]);
  });

  it('reads a yes/no column named short for a flag, or by its comment', () => {
    expect(planClub('How many members are active?').filters).toMatchObject([
      { column: 'actv_flg', value: 'true', flag: true },
    ]);
  });
});

describe('readings first met on a warehouse that declares no foreign keys', () => {
  /** A parcel carrier's star schema, and two tables loaded without any key declared. */
  const carrier: CatalogTable[] = [
    table('dim_depot', 30, key('depot_key'), text('depot_name'), {
      ...text('country'),
      role: 'category',
      values: ['Austria', 'Switzerland'],
    }),
    table('dim_day', 1500, key('day_key'), date('calendar_date'), {
      name: 'is_holiday',
      kind: 'boolean',
      dataType: 'boolean',
      role: 'category',
    }),
    table(
      'fact_deliveries',
      90000,
      { ...number('day_key'), dataType: 'integer' },
      { ...number('depot_key'), dataType: 'integer' },
      { ...number('parcels'), dataType: 'integer' },
      number('delivery_fee'),
    ),
    table('fact_claims', 800, { ...number('depot_key'), dataType: 'integer' }, number('claim_amount')),
    table('dim_region', 5, key('region_key'), {
      ...text('region_name'),
      role: 'category',
      values: ['Alpine'],
    }),
  ];
  const planCarrier = (description: string) => planQuery(description, carrier, 'chart');
  /** Two uploaded files: their `id` columns are keys once the files catalog found them unique. */
  const couriers: CatalogTable[] = [
    table('couriers', 40, key('id'), text('courier_name')),
    table('routes', 600, key('id'), { ...number('courier_id'), dataType: 'integer' }, number('distance_km')),
  ];

  it('joins over a key named as another table’s primary key', () => {
    const p = planCarrier('Total delivery fee by depot');
    expect(p.joins).toEqual([
      { table: 'dim_depot', column: 'depot_key', from: 'fact_deliveries', fromColumn: 'depot_key' },
    ]);
    expect(p.dimensions).toMatchObject([{ table: 'dim_depot', column: 'depot_name' }]);
  });

  it('dates facts by the date dimension their date key refers to', () => {
    const p = planCarrier('Parcels by month in 2025');
    expect(p.dimensions).toMatchObject([{ table: 'dim_day', column: 'calendar_date', grain: 'month' }]);
    expect(p.filters).toMatchObject([
      { column: 'calendar_date', operator: '>=', value: '2025-01-01' },
      { column: 'calendar_date', operator: '<', value: '2026-01-01' },
    ]);
  });

  it('joins files without declared keys by `<table>_id` to `id`', () => {
    const p = planQuery('Total distance by courier', couriers, 'chart');
    expect(p.joins).toEqual([{ table: 'couriers', column: 'id', from: 'routes', fromColumn: 'courier_id' }]);
    expect(p.dimensions).toMatchObject([{ column: 'courier_name' }]);
    // Unchecked ids might repeat: the join is read, but a sum over it is not guessed.
    const unchecked = couriers.map((t) => ({
      ...t,
      columns: t.columns.map((c) =>
        c.name === 'id' ? { ...c, primaryKey: false, role: 'identifier' as const } : c,
      ),
    }));
    expect(() => planQuery('Total distance by courier', unchecked, 'chart')).toThrow(/repeats rows/);
    expect(planQuery('Number of routes by courier', unchecked, 'chart').dimensions).toMatchObject([
      { table: 'couriers', column: 'courier_name' },
    ]);
  });

  it('reads a flag after ‘on’ or ‘during’, and says it by its state', () => {
    const p = planCarrier('Total delivery fee on holidays');
    expect(p.filters).toMatchObject([{ table: 'dim_day', column: 'is_holiday', value: 'true', flag: true }]);
    expect(interpretationOf(p)).toContain('where holiday is set');
    // The workbench's chip says the condition as the interpretation does.
    expect(describePlan(p).filters).toMatchObject([{ column: 'is_holiday', label: 'holiday is set' }]);
    expect(planCarrier('Total delivery fee not on holidays').filters).toMatchObject([{ value: 'false' }]);
  });

  it('leaves a naming scheme’s first word out of labels', () => {
    expect(describePlan(planCarrier('Number of deliveries by country')).summary).toBe(
      'Number of deliveries, by country',
    );
  });

  it('declines a value it cannot reach rather than drop it', () => {
    expect(() => planCarrier('Total delivery fee in Alpine')).toThrow(
      /found no column holding 'Alpine' linked to fact_deliveries/,
    );
  });
});

describe("readings first met on an application's own database", () => {
  /** A tutoring app's tables as a web framework creates them. */
  const tutoring: CatalogTable[] = [
    table('tutors', 60, key('id'), text('full_name')),
    table(
      'lessons',
      9000,
      key('id'),
      refers('tutor_id', 'tutors', 'id'),
      { ...number('price_pence'), dataType: 'integer' },
      { ...number('level'), dataType: 'smallint' },
      { ...date('billed_at'), dataType: 'timestamp', nullable: true },
      { ...date('created_at'), dataType: 'timestamp' },
    ),
  ];
  const planTutoring = (description: string) => planQuery(description, tutoring, 'chart');

  it('measures money kept in pence or cents in whole units, and reads it so again from its parts', () => {
    const p = planTutoring('Total price by tutor');
    expect(p.measure).toMatchObject({
      column: 'price_pence',
      label: 'price',
      formula: { kind: 'minorUnits' },
    });
    expect(compileSql(p, 'postgres')).toContain('SUM(t0."price_pence" / 100.0)');
    expect(interpretationOf(p)).toMatch(/^Total price, per tutor/);
    const parts = describePlan(p);
    expect(parts.measure).toMatchObject({ column: 'price_pence', formula: null });
    expect(planFromParts(parts, tutoring).measure).toMatchObject({
      label: 'price',
      formula: { kind: 'minorUnits' },
    });
    expect(planTutoring('Number of lessons').measure.formula).toBeUndefined();
  });

  it('reads ‘un’ and a participle as the event’s date being empty', () => {
    expect(planTutoring('How many lessons are unbilled?').filters).toEqual([
      expect.objectContaining({ column: 'billed_at', operator: 'is empty' }),
    ]);
  });

  it('filters by a whole number named after its column, and says it as a number', () => {
    const p = planTutoring('How many lessons have level 3?');
    expect(p.filters).toMatchObject([{ column: 'level', operator: '=', value: 3 }]);
    expect(interpretationOf(p)).toContain('where level is 3');
  });

  it('counts new rows by the date their own table records', () => {
    expect(planTutoring('New lessons per month').dimensions).toMatchObject([
      { column: 'created_at', grain: 'month' },
    ]);
  });

  it('ranks rows without a value last on PostgreSQL too', () => {
    const p = planTutoring('Top 3 tutors by total price');
    expect(compileSql(p, 'postgres')).toMatch(/DESC NULLS LAST\s+LIMIT 3$/);
    expect(compileSql(p, 'mysql')).not.toContain('NULLS');
  });
});

describe('readings first met on one flat table of lines', () => {
  /** A courier's export: drivers and parcels are only values of their columns. */
  const export_: CatalogTable[] = [
    table(
      'shipment_lines',
      30000,
      { ...text('parcel_no'), role: 'identifier' },
      { ...number('driver_id'), dataType: 'integer', role: 'identifier' },
      { ...text('region'), role: 'category', values: ['East', 'West'] },
      number('weight_kg'),
      number('amount'),
    ),
  ];
  const planExport = (description: string) => planQuery(description, export_, 'chart');

  it('counts the distinct values of a column named for what is counted', () => {
    const drivers = planExport('How many drivers are there?');
    expect(drivers.measure).toMatchObject({ aggregate: 'count_distinct', column: 'driver_id' });
    expect(compileSql(drivers, 'postgres')).toContain('COUNT(DISTINCT t0."driver_id")');
    expect(interpretationOf(drivers)).toMatch(/^Number of distinct drivers/);
    const parcels = planExport('Number of parcels per region');
    expect(parcels.measure).toMatchObject({ aggregate: 'count_distinct', column: 'parcel_no' });
    expect(parcels.dimensions).toMatchObject([{ column: 'region' }]);
  });

  it('gathers and counts the distinct values on MongoDB too', () => {
    const { pipeline } = compileMongo(planExport('How many drivers are there?'));
    expect(JSON.stringify(pipeline)).toContain('"$addToSet":"$driver_id"');
    expect(JSON.stringify(pipeline)).toContain('"$size"');
  });

  it('averages money per distinct value of the column that names what it is per', () => {
    expect(planExport('Average parcel value').measure).toMatchObject({
      column: 'amount',
      formula: { kind: 'perKey', key: 'parcel_no' },
      label: 'average parcel value',
    });
  });
});

describe('flags named by a derived word', () => {
  /** A call centre's calls, some of whose minutes are charged. */
  const calls: CatalogTable[] = [
    table(
      'calls',
      5000,
      key('call_id'),
      { ...text('agent'), role: 'category', values: ['Ana', 'Bo'] },
      { ...number('minutes'), dataType: 'integer' },
      { name: 'chargeable', kind: 'boolean', dataType: 'boolean', role: 'category' },
    ),
  ];

  it('measures the one number kept in the unit the description names', () => {
    const timed = [
      table(
        'calls',
        5000,
        key('call_id'),
        { ...text('agent'), role: 'category', values: ['Ana', 'Bo'] },
        { ...number('duration_minutes'), dataType: 'integer' },
      ),
    ];
    expect(planQuery('Total minutes by agent', timed, 'chart').measure).toMatchObject({
      aggregate: 'sum',
      column: 'duration_minutes',
    });
    const twoInMinutes = [
      { ...timed[0]!, columns: [...timed[0]!.columns, { ...timed[0]!.columns[2]!, name: 'wait_minutes' }] },
    ];
    expect(() => planQuery('Total minutes by agent', twoInMinutes, 'chart')).toThrow(PlanningError);
  });

  it('keeps a word with a deriving ending whole', () => {
    expect(identifierWords('chargeable')).toEqual(['chargeable']);
    expect(identifierWords('refundable_deposit')).toEqual(['refundable', 'deposit']);
  });

  it('reads a flag before the number its own table records', () => {
    const p = planQuery('Total chargeable minutes by agent', calls, 'chart');
    expect(p.measure).toMatchObject({ aggregate: 'sum', column: 'minutes' });
    expect(p.filters).toMatchObject([{ column: 'chargeable', value: 'true', flag: true }]);
  });
});

describe('tables named in the singular, as an ORM names them', () => {
  /** A council's room hire: `Meeting` rows in `Building`s. */
  const rooms: CatalogTable[] = [
    table('Building', 12, { ...text('id'), primaryKey: true, role: 'key' }, text('name')),
    table(
      'Meeting',
      4000,
      { ...text('id'), primaryKey: true, role: 'key' },
      { ...text('buildingId'), references: { table: 'Building', column: 'id' }, role: 'key' },
      { ...text('status'), role: 'category', values: ['held', 'cancelled'] },
    ),
  ];

  it('counts the rows in the plural, a noun ending in -ing too', () => {
    expect(describePlan(planQuery('Number of meetings per building', rooms, 'chart')).summary).toMatch(
      /^Number of meetings, by building/,
    );
    expect(describePlan(planQuery('How many buildings are there?', rooms, 'chart')).summary).toBe(
      'Number of buildings',
    );
  });
});

describe('timestamps named for the event they record', () => {
  /** A car-share's trips, each with when it starts and when it was paid for. */
  const trips: CatalogTable[] = [
    table(
      'trips',
      9000,
      key('id'),
      { ...date('startsAt'), dataType: 'timestamp' },
      { ...date('paid_at'), dataType: 'timestamp', nullable: true },
      { ...date('booking_date') },
    ),
  ];

  it('says the event in the past tense, by itself or negated', () => {
    expect(describePlan(planQuery('Trips per month in 2025', trips, 'line')).summary).toMatch(
      /^Number of trips, per month started, /,
    );
    const unpaid = planQuery('How many trips are not paid?', trips, 'kpi');
    expect(describePlan(unpaid).summary).toBe('Number of trips, where not paid');
    expect(describePlan(unpaid).filters[0]!.label).toBe('not paid');
    expect(describePlan(planQuery('Trips per month of booking date', trips, 'line')).summary).toMatch(
      /per month of booking date/,
    );
  });
});

describe('a charity’s volunteers, whose sign-up date lives in their account', () => {
  /** Each volunteer is one account (a unique key); a volunteer works many shifts. */
  const charity: CatalogTable[] = [
    table('accounts', 700, key('id'), text('email'), { ...date('signed_up_at'), dataType: 'timestamp' }),
    table(
      'volunteers',
      600,
      key('id'),
      { ...refers('account_id', 'accounts', 'id'), unique: true },
      { name: 'gift_aid_declared', kind: 'boolean', dataType: 'boolean', role: 'category' },
    ),
    table(
      'shifts',
      9000,
      key('id'),
      refers('volunteer_id', 'volunteers', 'id'),
      date('shift_date'),
      number('hours'),
    ),
  ];

  it('dates volunteers by their own account, not by the shifts they went on to work', () => {
    const p = planQuery('Volunteers per month in 2025', charity, 'line');
    expect(p.dimensions).toMatchObject([{ table: 'accounts', column: 'signed_up_at', grain: 'month' }]);
    expect(p.joins.map((j) => j.table)).toEqual(['accounts']);
    // A date the description names is taken, wherever it is.
    expect(planQuery('Volunteers per month of shift date', charity, 'line').dimensions).toMatchObject([
      { table: 'shifts', column: 'shift_date' },
    ]);
  });

  it('counts new rows in a year by the date they came', () => {
    const p = planQuery('How many new volunteers in 2024?', charity, 'kpi');
    expect(p.filters).toMatchObject([
      { column: 'signed_up_at', operator: '>=', value: '2024-01-01' },
      { column: 'signed_up_at', operator: '<', value: '2025-01-01' },
    ]);
  });

  it('reads a yes/no column of several words when every word is said, negated too', () => {
    expect(planQuery('How many volunteers declared gift aid?', charity, 'kpi').filters).toMatchObject([
      { column: 'gift_aid_declared', operator: '=', value: 'true' },
    ]);
    expect(planQuery('Volunteers who have not declared gift aid', charity, 'kpi').filters).toMatchObject([
      { column: 'gift_aid_declared', operator: '=', value: 'false' },
    ]);
    const grouped = planQuery('Number of volunteers by gift aid declared', charity, 'chart');
    expect(grouped.filters).toEqual([]);
    expect(grouped.dimensions).toMatchObject([{ column: 'gift_aid_declared' }]);
    // Part of the words is no condition.
    expect(() => planQuery('How many volunteers declared aid?', charity, 'kpi')).toThrow(PlanningError);
  });
});

describe('a month or a day named, and the dates kept said with their date', () => {
  /** A print shop's jobs: ordered on a date, sometimes dispatched. */
  const jobs: CatalogTable[] = [
    table(
      'print_jobs',
      5000,
      key('id'),
      date('order_date'),
      { ...date('dispatched_at'), dataType: 'timestamp', nullable: true },
      number('sheets'),
    ),
  ];
  const filtersOf = (description: string) =>
    planQuery(description, jobs, 'kpi').filters.map((f) => `${f.column} ${f.operator} ${f.value}`);

  it('keeps a month by its name, short or long', () => {
    expect(filtersOf('Total sheets in March 2025')).toEqual([
      'order_date >= 2025-03-01',
      'order_date < 2025-04-01',
    ]);
    expect(filtersOf('Number of print jobs in Dec. 2024')).toEqual([
      'order_date >= 2024-12-01',
      'order_date < 2025-01-01',
    ]);
    expect(filtersOf('Print jobs since Jan 2024')).toEqual(['order_date >= 2024-01-01']);
    expect(filtersOf('Print jobs from May 2024 until June 2024')).toEqual([
      'order_date >= 2024-05-01',
      'order_date < 2024-07-01',
    ]);
    expect(filtersOf('Print jobs before February 2024')).toEqual(['order_date < 2024-02-01']);
    expect(interpretationOf(planQuery('Total sheets in March 2025', jobs, 'kpi'))).toBe(
      'Total sheets, with order date in March 2025.',
    );
  });

  it('keeps days from, after, before and until one named', () => {
    expect(filtersOf('Print jobs since 2024-06-01')).toEqual(['order_date >= 2024-06-01']);
    expect(filtersOf('Print jobs after 2024-06-30')).toEqual(['order_date >= 2024-07-01']);
    expect(filtersOf('Print jobs from 2024-02-01 until 2024-02-29')).toEqual([
      'order_date >= 2024-02-01',
      'order_date < 2024-03-01',
    ]);
    expect(interpretationOf(planQuery('Print jobs before 2024-01-01', jobs, 'kpi'))).toBe(
      'Number of print jobs, with order date before 2024-01-01.',
    );
  });

  it('says the event a timestamp records, and a whole year by its number', () => {
    expect(interpretationOf(planQuery('Print jobs dispatched in 2024', jobs, 'kpi'))).toBe(
      'Number of print jobs, dispatched in 2024.',
    );
    expect(interpretationOf(planQuery('Print jobs dispatched since 2025-05-01', jobs, 'kpi'))).toBe(
      'Number of print jobs, dispatched since 2025-05-01.',
    );
  });
});

describe('a legacy schema’s shorthand and a comment that names the table’s own word', () => {
  /** A surgery's appointments: `nm`, `dt`, `cd` shorthand, and a comment saying what was visited. */
  const surgery: CatalogTable[] = [
    table('doctor', 20, key('doctor_id'), text('first_nm'), text('last_nm'), text('speciality_cd')),
    table('visit', 4000, key('visit_id'), refers('doctor_id', 'doctor', 'doctor_id'), date('visit_dt'), {
      ...number('fee_amt'),
      comment: 'Fee charged for the visit',
    }),
  ];

  it('reads a person’s name, a date and a code written short, and says them in full', () => {
    const p = planQuery('Top 3 doctors by number of visits', surgery, 'chart');
    expect(p.dimensions).toMatchObject([{ column: 'first_nm', also: 'last_nm', label: 'doctor' }]);
    expect(describePlan(p).summary).toBe('Number of visits, by doctor, top 3');
    expect(describePlan(planQuery('Doctors by speciality', surgery, 'chart')).summary).toBe(
      'Number of doctors, by speciality code',
    );
    expect(interpretationOf(planQuery('Visits per month in 2025', surgery, 'line'))).toBe(
      'Number of visits, per month, with visit date in 2025.',
    );
  });

  it('counts the rows of a table named in full, not a column only its comment reaches', () => {
    expect(planQuery('Visits per month', surgery, 'line').measure).toMatchObject({ aggregate: 'count' });
    expect(planQuery('Total fee by doctor', surgery, 'chart').measure).toMatchObject({
      aggregate: 'sum',
      column: 'fee_amt',
    });
  });
});

describe('measurements kept in long form, and the hours until an event', () => {
  /** A hospital laboratory: one row per test result, the test named in a column beside the result. */
  const laboratory: CatalogTable[] = [
    table('wards', 12, key('ward_id'), text('ward_name')),
    table(
      'patients',
      3000,
      key('patient_id'),
      refers('ward_id', 'wards', 'ward_id'),
      { ...text('blood_group'), role: 'category', values: ['A', 'B', 'O'] },
      number('weight_kg'),
    ),
    table(
      'lab_results',
      40000,
      key('result_id'),
      refers('patient_id', 'patients', 'patient_id'),
      { ...text('test_name'), role: 'category', values: ['Glucose', 'Sodium', 'Potassium'] },
      number('result'),
      { ...date('sampled_at'), dataType: 'timestamp' },
      { ...date('reported_at'), dataType: 'timestamp', nullable: true },
    ),
  ];

  it('measures a kind named in a column beside the one generic number of its rows', () => {
    const p = planQuery('Average glucose by ward', laboratory, 'chart');
    expect(p.measure).toMatchObject({ aggregate: 'avg', table: 'lab_results', column: 'result' });
    expect(p.filters).toMatchObject([{ table: 'lab_results', column: 'test_name', value: 'Glucose' }]);
    expect(describePlan(p).summary).toBe('Average glucose result, by ward, where test name is Glucose');
  });

  it('does not take a number named for something else as what a kind measures', () => {
    // Donations of a blood group record their volume: a number named for what it measures.
    const people = laboratory.filter((t) => t.name !== 'lab_results');
    expect(() => planQuery('Average sodium by ward', people, 'chart')).toThrow(PlanningError);
    const groups = [
      ...people,
      table('blood_groups', 4, key('group_id'), {
        ...text('group_name'),
        role: 'category',
        values: ['Rhesus'],
      }),
      table(
        'donations',
        900,
        key('donation_id'),
        refers('group_id', 'blood_groups', 'group_id'),
        refers('patient_id', 'patients', 'patient_id'),
        number('volume_ml'),
      ),
    ];
    expect(() => planQuery('Maximum rhesus per ward', groups, 'chart')).toThrow(PlanningError);
  });

  it('reads hours or minutes until an event as the time from the row’s own date to it', () => {
    const p = planQuery('Average hours to report a result by test name', laboratory, 'chart');
    expect(p.measure).toMatchObject({
      aggregate: 'avg',
      table: 'lab_results',
      formula: { kind: 'days', start: 'sampled_at', end: 'reported_at', unit: 'hour' },
    });
    expect(describePlan(p).summary).toBe('Average hours from sampled to reported, by test name');
    expect(planQuery('Average minutes until reported', laboratory, 'kpi').measure.formula).toMatchObject({
      unit: 'minute',
    });
  });
});

describe('a desktop database in Hungarian notation', () => {
  /** A glazier's jobs: `tbl` tables, columns prefixed by their type (`lng`, `str`, `dtm`, `cur`, `bit`). */
  const glazier: CatalogTable[] = [
    table('tblBranch', 6, key('lngBranchID'), text('strBranchName')),
    table(
      'tblCustomer',
      700,
      key('lngCustomerID'),
      text('strFirstName'),
      text('strLastName'),
      date('dtmBirth'),
    ),
    table(
      'tblJob',
      5000,
      key('lngJobID'),
      refers('lngCustomerID', 'tblCustomer', 'lngCustomerID'),
      refers('lngBranchID', 'tblBranch', 'lngBranchID'),
      date('dtmBooked'),
      number('curAmount'),
      { name: 'bitPaid', kind: 'boolean', dataType: 'boolean', role: 'category' },
      { ...text('strGlassType'), role: 'category', values: ['Float', 'Laminated', 'Toughened'] },
    ),
  ];

  it('reads columns without their type prefixes and compiles the database’s names', () => {
    const p = planQuery('Total amount by customer', glazier, 'chart');
    expect(p.measure).toMatchObject({ table: 'tblJob', column: 'curAmount', aggregate: 'sum' });
    expect(p.dimensions).toMatchObject([{ column: 'strFirstName', also: 'strLastName' }]);
    expect(describePlan(p).summary).toBe('Total amount, by customer');
    expect(describePlan(planQuery('Jobs per month by glass type', glazier, 'chart')).summary).toBe(
      'Number of jobs, per month booked, by glass type',
    );
    expect(compileSql(planQuery('Number of unpaid jobs by branch', glazier, 'chart'), 'postgres')).toContain(
      '"bitPaid"',
    );
  });

  it('reaches a date by the verb of its event, and says a date named by its verb as the event', () => {
    expect(describePlan(planQuery('Customers born per year', glazier, 'chart')).summary).toBe(
      'Number of customers, per year of birth',
    );
    expect(describePlan(planQuery('Jobs per year', glazier, 'chart')).summary).toBe(
      'Number of jobs, per year booked',
    );
  });

  it("answers 'which … has the highest' with the first, and a plural question with a ranking", () => {
    expect(planQuery('Which customer has the highest amount?', glazier, 'chart').limit).toBe(1);
    expect(planQuery('Which customers have the highest amount?', glazier, 'chart').limit).toBe(10);
  });
});

describe('an event log whose kinds of event are values', () => {
  /** A mobile game's telemetry: players and what they did, the action named in `action_name`. */
  const game: CatalogTable[] = [
    table(
      'players',
      5000,
      key('id'),
      { ...text('platform'), role: 'category', values: ['iOS', 'Android'] },
      {
        ...date('checked_in_at'),
        dataType: 'timestamp',
      },
    ),
    table(
      'actions',
      90000,
      key('id'),
      refers('player_id', 'players', 'id'),
      { ...text('action_name'), role: 'category', values: ['level_up', 'item_bought', 'match_lost'] },
      { ...date('performed_at'), dataType: 'timestamp' },
    ),
  ];

  it('reads a value written as an identifier when it is said in words, in the plural too', () => {
    const p = planQuery('Number of level ups by platform', game, 'chart');
    expect(p.filters).toMatchObject([{ column: 'action_name', value: 'level_up' }]);
    expect(p.dimensions).toMatchObject([{ column: 'platform' }]);
    expect(planQuery('How many level ups on Android?', game, 'kpi').filters).toMatchObject([
      { column: 'action_name', value: 'level_up' },
      { column: 'platform', value: 'Android' },
    ]);
  });

  it('says a grouping by a name many rows share by its words, not as the row', () => {
    expect(describePlan(planQuery('Number of actions by action name', game, 'chart')).summary).toBe(
      'Number of actions, by action name',
    );
  });

  it('says a timestamp named for a phrasal verb as its event', () => {
    expect(describePlan(planQuery('Players per month checked in', game, 'chart')).summary).toBe(
      'Number of players, per month checked in',
    );
  });
});
