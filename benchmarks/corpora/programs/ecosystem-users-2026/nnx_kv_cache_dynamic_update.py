import jax
import jax.numpy as jnp
from flax import nnx


class CachedAttention(nnx.Module):
    def __init__(self, dim, max_len, *, rngs):
        self.qkv = nnx.Linear(dim, 3 * dim, rngs=rngs)
        self.k_cache = nnx.Cache(jnp.zeros((max_len, dim)))
        self.v_cache = nnx.Cache(jnp.zeros((max_len, dim)))
        self.index = nnx.Cache(jnp.array(0, dtype=jnp.int32))
        self.max_len = max_len

    def __call__(self, x):
        q, k, v = jnp.split(self.qkv(x), 3, axis=-1)
        i = self.index[...]
        self.k_cache[...] = jax.lax.dynamic_update_slice(self.k_cache[...], k, (i, 0))
        self.v_cache[...] = jax.lax.dynamic_update_slice(self.v_cache[...], v, (i, 0))
        self.index[...] = i + 1
        mask = jnp.arange(self.max_len) <= i
        scores = (q @ self.k_cache[...].T) / jnp.sqrt(q.shape[-1])
        scores = jnp.where(mask[None, :], scores, -1e9)
        return jax.nn.softmax(scores, axis=-1) @ self.v_cache[...]


@nnx.jit
def decode_step(layer, x):
    return layer(x)


def main():
    layer = CachedAttention(16, max_len=8, rngs=nnx.Rngs(0))
    x = jax.random.normal(jax.random.key(1), (1, 16))
    for _ in range(4):
        x = decode_step(layer, x)
    print("cache index", int(layer.index[...]), "out norm", float(jnp.linalg.norm(x)))


if __name__ == "__main__":
    main()
