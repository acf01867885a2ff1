import jax
import jax.numpy as jnp
import equinox as eqx


class ClippedLinear(eqx.Module):
    weight: jax.Array
    clip: float | None = eqx.field(static=True, default=None)

    def _maybe_clip(self, y):
        if self.clip is None:
            return y
        if isinstance(y, jax.Array) and jnp.max(jnp.abs(y)) > self.clip:
            return jnp.clip(y, -self.clip, self.clip)
        return y

    def __call__(self, x):
        return self._maybe_clip(self.weight @ x)


@eqx.filter_jit
def predict(model, xs):
    return jax.vmap(model)(xs)


def main():
    xs = jnp.arange(6.0).reshape(3, 2)
    m = ClippedLinear(jnp.ones((2, 2)))
    print(predict(m, xs))
    m2 = ClippedLinear(jnp.ones((2, 2)), clip=3.0)
    print(predict(m2, xs))


if __name__ == "__main__":
    main()
