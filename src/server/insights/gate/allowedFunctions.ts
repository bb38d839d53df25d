import { isSystemSchemaName } from '../../../contract/dataInsights.ts';

/** Functions a read-only analysis may call; anything else (pg_sleep, dblink, load_file…) is refused. */
export const ALLOWED_FUNCTIONS = new Set(
  `count sum avg min max round floor ceil ceiling abs sign mod power sqrt exp ln log trunc coalesce nullif
  greatest least lower upper trim ltrim rtrim length char_length character_length len substring substr
  left right replace concat concat_ws split_part position strpos cast convert to_char to_date to_number
  date_trunc date_part extract date_format year month day dayofmonth dayofweek dayofyear weekday week
  quarter hour minute date datepart datename dateadd datediff date_add date_sub adddate subdate make_date
  eomonth format now current_date current_timestamp getdate age stddev stddev_pop stddev_samp variance
  var_pop var_samp string_agg group_concat bool_and bool_or every if iif ifnull isnull nvl row_number rank
  dense_rank ntile lag lead first_value last_value cume_dist percent_rank percentile_cont percentile_disc
  median mode count_big generate_series timestamp str_to_date unix_timestamp from_unixtime interval`.split(
    /\s+/,
  ),
);

/** A schema or database name that belongs to the server itself. */
export const isSystemSchema = isSystemSchemaName;
