import jax.numpy as jnp
import flax.linen as nn

from .blocks import Block


class GPT(nn.Module):
    vocab_size: int
    max_len: int
    d_model: int = 32
    num_heads: int = 2
    num_layers: int = 2
    decode: bool = False

    def setup(self):
        self.tok_embed = nn.Embed(self.vocab_size, self.d_model)
        self.pos_embed = self.param("pos_embed", nn.initializers.normal(0.02),
                                    (self.max_len, self.d_model))
        stack = nn.scan(Block,
                        variable_axes={"params": 0, "cache": 0},
                        split_rngs={"params": True},
                        length=self.num_layers)
        self.blocks = stack(self.num_heads, self.max_len, decode=self.decode)
        self.ln_f = nn.LayerNorm()

    def __call__(self, tokens, positions=None):
        if positions is None:
            positions = jnp.arange(tokens.shape[1])[None, :]
        h = self.tok_embed(tokens) + self.pos_embed[positions]
        h, _ = self.blocks(h, None)
        return self.tok_embed.attend(self.ln_f(h))
