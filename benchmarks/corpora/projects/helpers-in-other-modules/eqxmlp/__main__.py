import jax

from eqxmlp.data import batches
from eqxmlp.net import ResMLP
from eqxmlp.train import train_step

model = ResMLP(3, 16, depth=3, key=jax.random.PRNGKey(0))
for x, y in batches(jax.random.PRNGKey(1), 4, 16, 3):
    model, loss = train_step(model, x, y)
print(model.depth, loss)
