/**
 * Danmaku for one video's player: windows loaded as it plays (into xgplayer's danmu plugin), the device's settings
 * applied as they change, and sending at the current time (the sent one flies at once).
 */
import { api } from '@md/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiClient } from '../../shared/api/client.ts';
import { STORAGE_KEYS } from '../../shared/constants.ts';
import { followOtherTabs } from '../../shared/stores/persisted.ts';
import { DanmakuWindowLoader } from './danmaku-loader.ts';
import { applySettings, ownComment, toComment, type DanmakuItem, type DanmuPlugin } from './danmaku-layer.ts';
import { danmakuSettingsStore, loadDanmakuSettings } from './danmaku-settings.ts';
import { danmakuKey, danmakuWindowQuery } from './queries.ts';

/** What the hook needs of the player. */
export interface DanmakuHost {
  on(event: string, handler: () => void): void;
  currentTime: number;
  duration: number;
  plugins: Record<string, unknown>;
}

export function useDanmaku(mediaId: number, client: ApiClient | null) {
  const queryClient = useQueryClient();
  const host = useRef<DanmakuHost | null>(null);
  const plugin = useRef<DanmuPlugin | null>(null);
  const loader = useRef<DanmakuWindowLoader<DanmakuItem> | null>(null);

  useEffect(() => {
    loadDanmakuSettings();
    const stopFollowing = followOtherTabs(STORAGE_KEYS.danmaku, loadDanmakuSettings);
    const stopApplying = danmakuSettingsStore.subscribe((settings) => {
      if (plugin.current) applySettings(plugin.current, settings);
    });
    return () => {
      stopFollowing();
      stopApplying();
    };
  }, []);

  /** A new player: its danmu plugin gets this video's danmaku. Returns what ends it. */
  function attach(player: DanmakuHost): () => void {
    const danmu = player.plugins.danmu as DanmuPlugin | undefined;
    if (!danmu || !client) return () => undefined;
    host.current = player;
    plugin.current = danmu;
    const windows = new DanmakuWindowLoader<DanmakuItem>({
      fetchWindow: (from, to) => queryClient.fetchQuery(danmakuWindowQuery(client, { mediaId, from, to })),
      deliver: (items) => {
        const settings = danmakuSettingsStore.getState();
        danmu.updateComments(items.map((item) => toComment(item, settings)), false);
      },
    });
    loader.current = windows;
    const moved = () => void windows.at(player.currentTime || 0, player.duration || undefined);
    player.on('timeupdate', moved);
    player.on('seeked', moved);
    moved();
    return () => {
      windows.stop();
      if (host.current === player) {
        host.current = null;
        plugin.current = null;
        loader.current = null;
      }
    };
  }

  /** Sends at the current time (the start before the video plays); true when it was stored. */
  async function send(text: string): Promise<boolean> {
    if (!client) return false;
    const time = Math.max(0, host.current?.currentTime ?? 0);
    try {
      const item = await client.call(api.danmakuSend, { mediaId, time, text });
      loader.current?.remember(item.id);
      plugin.current?.sendComment(ownComment(item, danmakuSettingsStore.getState()));
      void queryClient.invalidateQueries({ queryKey: danmakuKey(mediaId) });
      return true;
    } catch {
      // The client has shown the refusal (too long, too fast, …).
      return false;
    }
  }

  return { attach, send };
}
