import type { EvalQuestion } from './evalQuestions.ts';

const GOAL_PLAYER = 'goals g JOIN players p ON p.player_id = g.player_id';

/**
 * A football league's questions (`loadLeague.ts`): teams, their stadiums and players, matches
 * between a home and an away team, goals and cards. Each was written with its PostgreSQL answer
 * before the planner was first run on this database.
 */
export const leagueQuestions: EvalQuestion[] = [
  { question: 'How many players are there?', answer: null, sql: 'SELECT count(*) FROM players' },
  {
    question: 'Number of players per position',
    answer: null,
    sql: 'SELECT position, count(*) FROM players GROUP BY 1',
  },
  {
    question: 'Number of players per team',
    answer: null,
    sql: 'SELECT t.team_name, count(*) FROM players p JOIN teams t ON t.team_id = p.team_id GROUP BY t.team_id, 1',
  },
  {
    question: 'Top 3 players by number of goals',
    answer: null,
    sql: `SELECT p.first_name, p.last_name, count(*) n FROM ${GOAL_PLAYER} GROUP BY p.player_id, 1, 2 ORDER BY n DESC LIMIT 3`,
  },
  {
    question: 'Average attendance by season',
    answer: null,
    sql: 'SELECT s.season_label, round(avg(m.attendance), 2) FROM matches m JOIN seasons s ON s.season_id = m.season_id GROUP BY 1',
  },
  {
    question: 'Total attendance per season',
    answer: null,
    sql: 'SELECT s.season_label, sum(m.attendance) FROM matches m JOIN seasons s ON s.season_id = m.season_id GROUP BY 1',
  },
  {
    question: 'Number of matches per month in 2024',
    answer: null,
    sql: "SELECT to_char(played_on, 'YYYY-MM'), count(*) FROM matches WHERE played_on >= DATE '2024-01-01' AND played_on < DATE '2025-01-01' GROUP BY 1",
  },
  {
    question: 'Number of goals per season',
    answer: null,
    sql: 'SELECT s.season_label, count(*) FROM goals g JOIN matches m ON m.match_id = g.match_id JOIN seasons s ON s.season_id = m.season_id GROUP BY 1',
  },
  {
    question: 'How many goals were penalties?',
    answer: null,
    sql: 'SELECT count(*) FROM goals WHERE penalty',
  },
  {
    question: 'Number of red cards',
    answer: null,
    sql: "SELECT count(*) FROM cards WHERE colour = 'Red'",
  },
  {
    question: 'Number of cards per colour',
    answer: null,
    sql: 'SELECT colour, count(*) FROM cards GROUP BY 1',
  },
  {
    question: 'Average minute of goals',
    answer: null,
    sql: 'SELECT round(avg(minute), 2) FROM goals',
  },
  {
    question: 'Number of players per nationality',
    answer: null,
    sql: 'SELECT nationality, count(*) FROM players GROUP BY 1',
  },
  {
    question: 'Total seats of all stadiums',
    answer: null,
    sql: 'SELECT sum(seats) FROM stadiums',
  },
  {
    question: 'Number of matches per home team',
    answer: null,
    sql: 'SELECT t.team_name, count(*) FROM matches m JOIN teams t ON t.team_id = m.home_team_id GROUP BY t.team_id, 1',
  },
  {
    question: 'Total home goals by season',
    answer: null,
    sql: 'SELECT s.season_label, sum(m.home_goals) FROM matches m JOIN seasons s ON s.season_id = m.season_id GROUP BY 1',
  },
  {
    question: 'Number of goals by player position',
    answer: null,
    sql: `SELECT p.position, count(*) FROM ${GOAL_PLAYER} GROUP BY 1`,
  },
  {
    question: 'Number of cards per team',
    answer: null,
    sql: 'SELECT t.team_name, count(*) FROM cards c JOIN players p ON p.player_id = c.player_id JOIN teams t ON t.team_id = p.team_id GROUP BY t.team_id, 1',
  },
  {
    question: 'Number of players born per year',
    answer: null,
    sql: 'SELECT extract(year FROM birth_date)::int, count(*) FROM players GROUP BY 1',
  },
  {
    question: 'Average seats by city',
    answer: null,
    sql: 'SELECT city, round(avg(seats), 2) FROM stadiums GROUP BY 1',
  },
];
