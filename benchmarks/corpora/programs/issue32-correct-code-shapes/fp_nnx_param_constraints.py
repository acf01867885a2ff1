import jax
import jax.numpy as jnp
from flax import nnx


class Critic(nnx.Module):
    def __init__(self, d_in, hidden, rngs):
        self.l1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)
        self.temperature = nnx.Param(jnp.array(1.0))

    def __call__(self, x):
        return self.l2(nnx.leaky_relu(self.l1(x))) / self.temperature[...]


def clip_(p: nnx.Param, limit: float) -> None:
    p.set_value(jnp.clip(p.get_value(), -limit, limit))


def project_positive_(p: nnx.Variable, floor: float = 1e-3) -> None:
    p[...] = jnp.maximum(p[...], floor)


@nnx.jit
def critic_step(critic, real, fake, lr: float, clip: float):
    def loss_fn(c):
        return c(fake).mean() - c(real).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(critic)
    params = nnx.state(critic, nnx.Param)
    jax.tree.map(lambda p, g: p.set_value(p.get_value() - lr * g.get_value()), params, grads,
                 is_leaf=lambda x: isinstance(x, nnx.Param))
    for layer in (critic.l1, critic.l2):
        clip_(layer.kernel, clip)
        clip_(layer.bias, clip)
    project_positive_(critic.temperature)
    return loss


critic = Critic(2, 32, nnx.Rngs(0))
real = jax.random.normal(jax.random.PRNGKey(1), (64, 2)) + jnp.array([2.0, 0.0])
fake = jax.random.normal(jax.random.PRNGKey(2), (64, 2))
for step in range(25):
    loss = critic_step(critic, real, fake, 5e-2, 0.05)
print(float(loss), float(jnp.abs(critic.l1.kernel[...]).max()), float(critic.temperature[...]))
