import jax
import jax.numpy as jnp

from .fm_encoder_model import decode, init_params

params = init_params(jax.random.key(0), 8)
tokens = jnp.sin(jnp.arange(6 * 8, dtype=jnp.float32).reshape(6, 8))
out = decode(params, tokens, tokens.shape[0])
print("decoded:", jnp.round(out, 3))
