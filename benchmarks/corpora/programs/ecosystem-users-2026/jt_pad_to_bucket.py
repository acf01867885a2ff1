import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, Int


def pad_to(x: Float[Array, "n d"], target_len: int) -> Float[Array, "t d"]:
    extra = target_len - x.shape[0]
    return jnp.pad(x, ((0, extra), (0, 0)))


def length_mask(n: int, target_len: int) -> Float[Array, " t"]:
    return (jnp.arange(target_len) < n).astype(jnp.float32)


@jax.jit
def masked_mean_feature(x: Float[Array, "n d"], target_len: int) -> Float[Array, " d"]:
    padded = pad_to(x, target_len)
    mask = length_mask(x.shape[0], target_len)
    return (padded * mask[:, None]).sum(0) / mask.sum()


def bucket_for(n: int, buckets=(8, 16, 32)) -> int:
    for b in buckets:
        if n <= b:
            return b
    return buckets[-1]


def main():
    key = jax.random.key(0)
    lengths: list[int] = [5, 11, 7]
    feats = []
    for i, n in enumerate(lengths):
        x = jax.random.normal(jax.random.fold_in(key, i), (n, 4))
        feats.append(masked_mean_feature(x, bucket_for(n)))
    out: Float[Array, "b d"] = jnp.stack(feats)
    ids: Int[Array, " b"] = jnp.argmax(out, axis=1)
    print(out.shape, ids)


if __name__ == "__main__":
    main()
