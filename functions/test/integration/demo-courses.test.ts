import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { getLastAssignmentDate } from '../../src/assignments/data/assignments';
import { getCourseWithQuiz, listFirmCourses } from '../../src/courses/data/courses';
import { seedDemoCourses } from '../../src/local/demo-courses';
import { getCourseFiles } from '../../src/platform/storage';
import { buildCompany, buildTenant, buildUser } from '../support/builders';
import { assignedCourseIds } from '../support/course-builders';

describe('the demo courses (npm start)', () => {
  it('creates four courses with multi-page PDFs and full quizzes, assigned to the demo companies', async () => {
    const { firm, owner, company } = await buildTenant();
    const bakery = await buildCompany(firm.id);
    const baker = await buildUser({ role: 'employee', firmId: firm.id, companyId: bakery.id });
    const builder = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });

    await seedDemoCourses({ owner, companies: [company, bakery], employee: builder });

    const courses = await listFirmCourses(firm.id);
    expect(courses.map((course) => [course.category, course.subcategory])).toEqual(
      expect.arrayContaining([
        ['SSM', 'introductive'],
        ['SSM', 'periodica'],
        ['SSM', 'loc_munca'],
        ['PSI-SU', 'introductive'],
      ]),
    );
    for (const course of courses) {
      const stored = await getCourseWithQuiz(course.id);
      expect(stored?.quiz?.questions, course.title).toHaveLength(10);
      const pdf = await PDFDocument.load((await getCourseFiles().read(course.file_key)).body);
      expect(pdf.getPageCount(), course.title).toBeGreaterThanOrEqual(2);
      expect(pdf.getTitle()).toBe(course.title);
    }
    expect(await assignedCourseIds(builder.id)).toHaveLength(3);
    expect(await assignedCourseIds(baker.id)).toHaveLength(2);
    expect(await getLastAssignmentDate(company.id, 'periodica')).not.toBeNull();
  });
});
