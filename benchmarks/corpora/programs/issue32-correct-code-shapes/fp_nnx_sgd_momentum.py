import jax
import jax.numpy as jnp
from flax import nnx


class Momentum(nnx.Variable):
    pass


class MLP(nnx.Module):
    def __init__(self, sizes, rngs):
        self.layers = nnx.List([nnx.Linear(a, b, rngs=rngs) for a, b in zip(sizes[:-1], sizes[1:])])

    def __call__(self, x):
        for layer in self.layers[:-1]:
            x = nnx.tanh(layer(x))
        return self.layers[-1](x)


class HeavyBall(nnx.Object):
    def __init__(self, model, lr, beta):
        self.lr, self.beta = lr, beta
        self.velocity = jax.tree.map(
            lambda p: Momentum(jnp.zeros_like(p[...])), nnx.state(model, nnx.Param), is_leaf=lambda x: isinstance(x, nnx.Param)
        )
        self.steps = nnx.Variable(jnp.array(0))

    def update(self, model, grads):
        params = nnx.state(model, nnx.Param)

        def apply(p, g, v):
            v[...] = self.beta * v[...] + g[...]
            p[...] = p[...] - self.lr * v[...]

        is_leaf = lambda x: isinstance(x, nnx.Variable)
        jax.tree.map(apply, params, grads, self.velocity, is_leaf=is_leaf)
        self.steps[...] += 1


@nnx.jit
def train_step(model, opt, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    opt.update(model, grads)
    return loss


model = MLP([2, 16, 16, 1], nnx.Rngs(0))
opt = HeavyBall(model, lr=0.02, beta=0.9)
x = jax.random.uniform(jax.random.PRNGKey(1), (128, 2), minval=-1, maxval=1)
y = (x[:, :1] ** 2 + x[:, 1:] ** 2 < 0.5).astype(jnp.float32)
for _ in range(60):
    loss = train_step(model, opt, x, y)
print(int(opt.steps[...]), float(loss))
