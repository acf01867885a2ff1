import jax
import jax.numpy as jnp
import optax
from flax import nnx


class ConvNet(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(3, 3), rngs=rngs)
        self.bn = nnx.BatchNorm(8, rngs=rngs)
        self.head = nnx.Linear(8, 10, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.bn(self.conv(x)))
        return self.head(h.mean(axis=(1, 2)))


is_var = lambda x: isinstance(x, nnx.Variable)


@nnx.jit
def ema_update(ema_model, model, decay):
    def blend(e, p):
        e.value = decay * e.value + (1.0 - decay) * p.value

    jax.tree.map(blend, nnx.state(ema_model, nnx.Param), nnx.state(model, nnx.Param), is_leaf=is_var)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


model = ConvNet(nnx.Rngs(0))
ema = nnx.clone(model)
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
x = jax.random.normal(jax.random.PRNGKey(1), (16, 8, 8, 1))
y = jnp.arange(16) % 10
for step in range(10):
    loss = train_step(model, optimizer, x, y)
    ema_update(ema, model, 0.9 if step < 5 else 0.99)
diff = jax.tree.map(lambda a, b: float(jnp.abs(a - b).max()), nnx.state(ema, nnx.Param), nnx.state(model, nnx.Param))
print(float(loss), max(jax.tree.leaves(diff)))
