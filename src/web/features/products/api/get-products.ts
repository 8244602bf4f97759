import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productApi } from '#domain/products/product.api.ts';
import { PRODUCT_PAGE_SIZE } from '#domain/products/product.schemas.ts';
import { call } from '#web/lib/api-client.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { productKeys } from './product-keys.ts';

/** The catalogue a page at a time by id; while a new search loads, the previous rows stay. */
export function useProductPages(search: string) {
  return useInfiniteQuery({
    queryKey: productKeys.list(search),
    queryFn: ({ pageParam }) =>
      call(productApi.list, {
        query: { limit: PRODUCT_PAGE_SIZE, search: search || undefined, after: pageParam ?? undefined },
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextAfter,
    placeholderData: keepPreviousData,
  });
}

/**
 * The complaint form's picker (whoever fills a complaint's product fields, a Dealer too): the first
 * products matching what is typed, in a category when one is named, and the category names.
 */
export function useProductPicker(search: string, category: string, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.picker(search, category),
    queryFn: () =>
      call(productApi.picker, { query: { search: search || undefined, category: category || undefined } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One product's terms by id, as the picker gives them: the live verdict of 'Edit details'. */
export function usePickedProduct(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.picked(id ?? 0),
    queryFn: () => call(productApi.picker, { query: { id: id ?? undefined } }),
    enabled: enabled && id !== null,
    select: (reply) => reply.products[0] ?? null,
  });
}

export function useProductCategories(enabled = true) {
  return useQuery({
    queryKey: productKeys.categories(),
    queryFn: () => call(productApi.categories),
    enabled,
  });
}

/** The edit screen's data; its history comes worded in the reader's language. */
export function useProduct(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: productKeys.edit(id, i18n.language),
    queryFn: () => call(productApi.edit, { params: { id } }),
    enabled: id > 0,
  });
}

/**
 * The catalogue as the complaint form's product fields use it: the categories, the products
 * matching what is typed (in the typed category), and the complaint's own product (`currentId`)
 * with its terms. Nothing is asked when `enabled` is false (the reader may not pick products).
 */
export function useCatalogueSearch(enabled: boolean, currentId: number | null = null) {
  const [search, setSearch] = useState<{ text: string; category: string } | null>(null);
  const debounced = useDebouncedValue(search);
  // The first answer (nothing typed) brings the categories; later ones the products typed for.
  const products = useProductPicker(debounced?.text.trim() ?? '', debounced?.category.trim() ?? '', enabled);
  const current = usePickedProduct(currentId, enabled);
  return {
    categories: products.data?.categories ?? [],
    products: debounced === null ? [] : (products.data?.products ?? []),
    loading: products.isFetching,
    onSearch: setSearch,
    current: current.data ?? null,
  };
}
