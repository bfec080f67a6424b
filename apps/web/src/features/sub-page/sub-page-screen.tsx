import type { ChatbotPublicInfo, SubPage } from '@dina/contracts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SubPageContent } from './sub-page-content';

interface SubPageScreenProps {
  page: SubPage;
  info: ChatbotPublicInfo;
}

/** A sub-page (SPEC §2): header, optional top media, HTML body and a talk-topic block. */
export function SubPageScreen({ page, info }: SubPageScreenProps) {
  useDocumentTitle(`${page.header} – ${info.name}`);
  return (
    <main id="innhold" tabIndex={-1} className="sub-page">
      <SubPageContent page={page} info={info} />
    </main>
  );
}
