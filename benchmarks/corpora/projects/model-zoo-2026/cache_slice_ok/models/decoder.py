import jax.numpy as jnp
import flax.linen as nn

from ..layers import MLP, CachedSelfAttention


def init_cache(cfg, batch):
    shape = (batch, cfg.max_len, cfg.heads, cfg.width // cfg.heads)
    return [{"k": jnp.zeros(shape), "v": jnp.zeros(shape)} for _ in range(cfg.depth)]


class Decoder(nn.Module):
    vocab: int
    width: int
    heads: int
    depth: int
    max_len: int

    def setup(self):
        self.embed = nn.Embed(self.vocab, self.width)
        self.pos_embed = nn.Embed(self.max_len, self.width)
        self.attn = [CachedSelfAttention(self.heads, self.width) for _ in range(self.depth)]
        self.mlp = [MLP(self.width) for _ in range(self.depth)]
        self.norms = [nn.LayerNorm() for _ in range(2 * self.depth)]
        self.final_norm = nn.LayerNorm()

    def __call__(self, tok, pos, cache):
        x = self.embed(tok) + self.pos_embed(pos)
        new_cache = []
        for i in range(self.depth):
            h, c = self.attn[i](self.norms[2 * i](x), pos, cache[i])
            x = x + h
            x = x + self.mlp[i](self.norms[2 * i + 1](x))
            new_cache.append(c)
        return self.embed.attend(self.final_norm(x)), new_cache
