/**
 * Bench only (issue 3): the page Puck's <Render> draws, built by scripts/bench/puckPage.ts with
 * Vite's build API into a temporary directory. It fetches the page's Puck data (the same stored
 * blocks as our page, `data/<size>.json`) and renders it, as our runtime fetches its blocks.
 */
import { Render, type Data } from '@puckeditor/core';
import { createRoot } from 'react-dom/client';
// The stylesheets our page loads (runtime/start.tsx, blocks/index.ts), in the same order.
import '../../../runtime/app/base.css';
import '../../../runtime/ui/ui.css';
import '../../../runtime/render/blockLayout.css';
import '../../../blocks/blocks.css';
import { puckConfig } from './components';

const size = new URLSearchParams(location.search).get('size') ?? '50';
const response = await fetch(`/data/${size}.json`);
const data = (await response.json()) as Data;
createRoot(document.getElementById('root')!).render(<Render config={puckConfig} data={data} />);
