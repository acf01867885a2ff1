import jax.numpy as jnp

from glyphs import vocab
from glyphs.encode import score_tokens

tokens = [1, 2, 3, 0]
print(vocab.describe(tokens))
print(score_tokens(jnp.array(tokens), jnp.array([1.0, 2.0, 3.0, 4.0])))
