import jax
import jax.numpy as jnp


def robust_residual(params, x, y):
    pred = x @ params

    @jax.custom_vjp
    def scaled(r):
        return r

    def scaled_fwd(r):
        return r, None

    def scaled_bwd(_, g):
        return (g / (1.0 + jnp.abs(pred)),)

    scaled.defvjp(scaled_fwd, scaled_bwd)
    return jnp.mean(scaled(pred - y) ** 2)


train_step = jax.jit(jax.value_and_grad(robust_residual))

key = jax.random.key(5)
x = jax.random.normal(key, (50, 3))
y = x @ jnp.array([2.0, 0.0, -1.0])
params = jnp.zeros(3)
for i in range(20):
    loss, g = train_step(params, x, y)
    params = params - 0.1 * g
print("loss:", float(loss), "params:", params)
