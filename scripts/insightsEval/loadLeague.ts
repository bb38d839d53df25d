import { day, fillDatabase, loadScratchDatabase, type RunStatement, seeded } from './generatedDatabase.ts';

// A match refers to two teams (home and away): a route the catalog alone cannot settle.
const SCHEMA = [
  'CREATE TABLE seasons (season_id INTEGER PRIMARY KEY, season_label VARCHAR(9) NOT NULL, starts_on DATE NOT NULL)',
  'CREATE TABLE stadiums (stadium_id INTEGER PRIMARY KEY, stadium_name VARCHAR(60) NOT NULL, city VARCHAR(40) NOT NULL, seats INTEGER NOT NULL)',
  'CREATE TABLE teams (team_id INTEGER PRIMARY KEY, team_name VARCHAR(60) NOT NULL, stadium_id INTEGER NOT NULL REFERENCES stadiums(stadium_id), founded_year INTEGER NOT NULL)',
  'CREATE TABLE players (player_id INTEGER PRIMARY KEY, first_name VARCHAR(40) NOT NULL, last_name VARCHAR(40) NOT NULL, team_id INTEGER NOT NULL REFERENCES teams(team_id), position VARCHAR(12) NOT NULL, birth_date DATE NOT NULL, nationality VARCHAR(30) NOT NULL)',
  'CREATE TABLE matches (match_id INTEGER PRIMARY KEY, season_id INTEGER NOT NULL REFERENCES seasons(season_id), home_team_id INTEGER NOT NULL REFERENCES teams(team_id), away_team_id INTEGER NOT NULL REFERENCES teams(team_id), played_on DATE NOT NULL, attendance INTEGER NOT NULL, home_goals INTEGER NOT NULL, away_goals INTEGER NOT NULL)',
  'CREATE TABLE goals (goal_id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL REFERENCES matches(match_id), player_id INTEGER NOT NULL REFERENCES players(player_id), minute INTEGER NOT NULL, penalty BOOLEAN NOT NULL)',
  'CREATE TABLE cards (card_id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL REFERENCES matches(match_id), player_id INTEGER NOT NULL REFERENCES players(player_id), colour VARCHAR(6) NOT NULL, minute INTEGER NOT NULL)',
];

const CITIES = [
  'Leeds',
  'Bristol',
  'Cardiff',
  'Glasgow',
  'Belfast',
  'Norwich',
  'Derby',
  'Hull',
  'York',
  'Bath',
];
const POSITIONS = ['Goalkeeper', 'Defender', 'Defender', 'Midfielder', 'Midfielder', 'Forward'];
const NATIONS = ['England', 'Scotland', 'Wales', 'Ireland', 'France', 'Ghana', 'Brazil', 'Japan'];
const FIRST = [
  'Alfie',
  'Ben',
  'Callum',
  'Dan',
  'Eli',
  'Finlay',
  'George',
  'Harry',
  'Isaac',
  'Jack',
  'Kofi',
  'Luca',
];
const LAST = [
  'Archer',
  'Bennett',
  'Clarke',
  'Dawson',
  'Ellis',
  'Fraser',
  'Gibbs',
  'Hughes',
  'Irwin',
  'Jones',
];

/** A football league's rows: 3 seasons, 10 teams and their stadiums, 250 players, 270 matches with goals and cards. */
export function leagueRows() {
  const r = seeded(1888);
  const seasons = [
    [1, '2022-2023', '2022-08-06'],
    [2, '2023-2024', '2023-08-05'],
    [3, '2024-2025', '2024-08-10'],
  ];
  const stadiums = CITIES.map((city, i) => [i + 1, `${city} Park`, city, r.int(12, 60) * 1000]);
  const teams = CITIES.map((city, i) => [
    i + 1,
    `${city} ${r.pick(['United', 'City', 'Rovers', 'Athletic'])}`,
    i + 1,
    r.int(1870, 1960),
  ]);
  const players = Array.from({ length: 250 }, (_, i) => [
    i + 1,
    r.pick(FIRST),
    `${r.pick(LAST)}${i}`,
    (i % 10) + 1,
    r.pick(POSITIONS),
    day('1990-01-01', r.int(0, 5000)),
    r.next() < 0.5 ? 'England' : r.pick(NATIONS),
  ]);
  const matches: (string | number)[][] = [];
  const goals: (string | number | boolean)[][] = [];
  const cards: (string | number)[][] = [];
  for (const [seasonId, , starts] of seasons)
    for (let home = 1; home <= 10; home++)
      for (let away = 1; away <= 10; away++) {
        if (home === away) continue;
        const homeGoals = r.int(0, 4);
        const awayGoals = r.int(0, 3);
        const matchId = matches.length + 1;
        matches.push([
          matchId,
          Number(seasonId),
          home,
          away,
          day(String(starts), r.int(0, 270)),
          Math.round(Number(stadiums[home - 1]![3]) * (0.5 + r.next() * 0.5)),
          homeGoals,
          awayGoals,
        ]);
        for (const [team, n] of [
          [home, homeGoals],
          [away, awayGoals],
        ])
          for (let k = 0; k < n!; k++)
            goals.push([goals.length + 1, matchId, r.int(0, 24) * 10 + team!, r.int(1, 90), r.next() < 0.1]);
        for (let k = r.int(0, 4); k > 0; k--)
          cards.push([
            cards.length + 1,
            matchId,
            r.int(1, 250),
            r.next() < 0.9 ? 'Yellow' : 'Red',
            r.int(1, 90),
          ]);
      }
  return { seasons, stadiums, teams, players, matches, goals, cards };
}

/** Creates the league's tables and fills them through `run`. */
export const fillLeague = (run: RunStatement) => fillDatabase(run, SCHEMA, leagueRows());

/** The league into a scratch PostgreSQL database of its own, dropped first. */
export const loadLeague = (database: string) => loadScratchDatabase(database, fillLeague);
