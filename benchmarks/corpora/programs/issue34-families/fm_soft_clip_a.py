import jax
import jax.numpy as jnp


def soft_clip_loss(pred, target):
    limit = jnp.abs(target).max()

    @jax.custom_jvp
    def clip(z):
        return jnp.clip(z, -limit, limit)

    @clip.defjvp
    def clip_jvp(primals, tangents):
        (z,), (dz,) = primals, tangents
        return clip(z), dz * (jnp.abs(z) < 2 * jnp.abs(pred).max())

    return jnp.mean((clip(pred) - target) ** 2)


@jax.jit
def update(w, x, y, lr=0.05):
    g = jax.grad(lambda w: soft_clip_loss(x @ w, y))(w)
    return w - lr * g


key = jax.random.key(0)
x = jax.random.normal(key, (64, 4))
y = jnp.tanh(x @ jnp.array([0.5, -1.0, 2.0, 0.0]))
w = jnp.zeros(4)
for _ in range(10):
    w = update(w, x, y)
print("weights:", w)
