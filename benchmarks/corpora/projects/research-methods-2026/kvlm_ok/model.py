import flax.linen as nn
import jax.numpy as jnp

from kvlm_ok.layers import Block


class TransformerLM(nn.Module):
    cfg: object

    def setup(self):
        c = self.cfg
        self.tok_embed = nn.Embed(c.vocab_size, c.d_model)
        self.pos_embed = nn.Embed(c.max_len, c.d_model)
        self.blocks = [Block(c) for _ in range(c.n_layers)]
        self.ln_f = nn.LayerNorm()
        self.head = nn.Dense(c.vocab_size)

    def __call__(self, tokens):
        B, L = tokens.shape
        x = self.tok_embed(tokens) + self.pos_embed(jnp.arange(L))[None]
        for blk in self.blocks:
            x, _ = blk(x)
        return self.head(self.ln_f(x))

    def decode_step(self, token, caches, pos):
        """token: (B,) int, pos: scalar position. Returns logits (B, V) and new caches."""
        x = self.tok_embed(token[:, None]) + self.pos_embed(pos)[None, None]
        new_caches = []
        for blk, c in zip(self.blocks, caches):
            x, c = blk(x, c, pos)
            new_caches.append(c)
        return self.head(self.ln_f(x))[:, 0], new_caches
