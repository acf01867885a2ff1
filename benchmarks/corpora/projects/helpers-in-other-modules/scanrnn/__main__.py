import jax

from scanrnn.cell import init_cell
from scanrnn.rnn import run

params = init_cell(jax.random.PRNGKey(0), 3, 5)
xs = jax.random.normal(jax.random.PRNGKey(1), (7, 2, 3))
h, ys = run(params, xs)
print(h.shape, ys.shape)
