import type { Language } from '@cf/contracts';
import { csvMuscatTime } from '@cf/platform';
import type { User } from '../core/users/entities/user.entity';

const TEXTS: Record<Language, { columns: string[]; yes: string; no: string; active: string; inactive: string }> = {
  en: { columns: ['Joined (Muscat time)', 'User ID', 'First name', 'Last name', 'Full name (Arabic)', 'E-mail', 'Phone', 'User type', 'Status', 'E-mail confirmed', 'Administrator'], yes: 'Yes', no: 'No', active: 'Active', inactive: 'Inactive' },
  ar: { columns: ['تاريخ الانضمام (بتوقيت مسقط)', 'معرّف المستخدم', 'الاسم الأول', 'اسم العائلة', 'الاسم الكامل (بالعربية)', 'البريد الإلكتروني', 'الهاتف', 'نوع المستخدم', 'الحالة', 'البريد مؤكد', 'مسؤول'], yes: 'نعم', no: 'لا', active: 'نشط', inactive: 'غير نشط' },
  fr: { columns: ['Inscrit le (heure de Mascate)', 'ID utilisateur', 'Prénom', 'Nom', 'Nom complet (arabe)', 'E-mail', 'Téléphone', "Type d'utilisateur", 'Statut', 'E-mail confirmé', 'Administrateur'], yes: 'Oui', no: 'Non', active: 'Actif', inactive: 'Inactif' },
};


export const usersExportHeader = (language: Language): string[] => TEXTS[language].columns;

/** One account as a line of the administrators' export (issue 38), in the reader's language; never a secret. */
export function userExportFields(user: User, language: Language): string[] {
  const t = TEXTS[language];
  return [
    csvMuscatTime(user.createdAt),
    user.id,
    user.firstName,
    user.lastName,
    user.fullNameAr ?? '',
    user.email,
    user.phone ?? '',
    user.userType,
    user.disabledAt ? t.inactive : t.active,
    user.activatedAt ? t.yes : t.no,
    user.isAdmin ? t.yes : t.no,
  ];
}
