import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const secretColumn = (name: string, length: number): TableColumn => new TableColumn({ name, type: 'varchar', length: String(length), isNullable: true });

/** TOTP secrets are stored sealed (`sb1.<key>.<iv>.<ciphertext>.<tag>`), longer than the plain base32. Table API only. */
export class SealedTotpSecrets1760000000200 implements MigrationInterface {
  name = 'SealedTotpSecrets1760000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['totpSecret', 'totpPendingSecret']) await queryRunner.changeColumn('users', name, secretColumn(name, 255));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['totpSecret', 'totpPendingSecret']) await queryRunner.changeColumn('users', name, secretColumn(name, 64));
  }
}
