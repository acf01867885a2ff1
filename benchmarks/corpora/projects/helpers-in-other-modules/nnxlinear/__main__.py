import jax
from flax import nnx

from nnxlinear.layers import Stack
from nnxlinear.train import make_optimizer, train_step

model = Stack(2, 8, 1, n_blocks=3, rngs=nnx.Rngs(0))
optimizer = make_optimizer(model)
x = jax.random.normal(jax.random.PRNGKey(1), (16, 2))
y = (x[:, :1] * x[:, 1:]) ** 2
for _ in range(4):
    loss = train_step(model, optimizer, x, y)
print(loss)
