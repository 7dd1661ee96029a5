import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Which demo data sets were loaded (once: a restart never re-adds what was changed or removed). */
export class CampaignsSeedState1770000000600 implements MigrationInterface {
  name = 'CampaignsSeedState1770000000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'campaigns_seed_state',
        columns: [
          { name: 'dataset', type: 'varchar', length: '60', isPrimary: true },
          { name: 'version', type: 'int' },
          { name: 'appliedAt', type: 'varchar', length: '30' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('campaigns_seed_state');
  }
}
