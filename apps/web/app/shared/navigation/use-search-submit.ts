/** Submitting a search from anywhere (header box, search panel, results bar): remember the term, show results. */
import { useNavigate } from 'react-router';
import { addSearchRecord } from '../stores/app-store.ts';

export function useSearchSubmit() {
  const navigate = useNavigate();
  return (term: string) => {
    const keyword = term.trim();
    if (!keyword) return;
    addSearchRecord(keyword);
    navigate(`/searchResult?keyword=${encodeURIComponent(keyword)}`);
  };
}
