import { describe, expect, it } from 'vitest';
import { grantsCanWrite } from '../../../src/server/insights/connectors/grantsCanWrite.ts';

describe('MySQL grants that let a login write', () => {
  it('counts any writing privilege on any object', () => {
    expect(grantsCanWrite(['GRANT ALL PRIVILEGES ON *.* TO `root`@`localhost` WITH GRANT OPTION'])).toBe(
      true,
    );
    expect(
      grantsCanWrite(['GRANT USAGE ON *.* TO `r`@`%`', 'GRANT SELECT, INSERT ON `shop`.* TO `r`@`%`']),
    ).toBe(true);
    expect(grantsCanWrite(['GRANT SELECT, CREATE TEMPORARY TABLES ON `shop`.* TO `r`@`%`'])).toBe(true);
    expect(grantsCanWrite(['GRANT UPDATE (`price`) ON `shop`.`products` TO `r`@`%`'])).toBe(true);
  });

  it('does not count reading, proxy or role grants', () => {
    expect(
      grantsCanWrite([
        "GRANT USAGE ON *.* TO `r`@`%` IDENTIFIED BY PASSWORD '*AB12'",
        'GRANT SELECT, SHOW VIEW ON `shop`.* TO `r`@`%`',
        "GRANT PROXY ON ''@'%' TO 'r'@'%'",
        'GRANT `analyst` TO `r`@`%`',
      ]),
    ).toBe(false);
    // A table named like a privilege is not a privilege.
    expect(grantsCanWrite(['GRANT SELECT ON `insert_log`.`delete_me` TO `r`@`%`'])).toBe(false);
  });
});
