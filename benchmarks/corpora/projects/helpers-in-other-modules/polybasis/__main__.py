import jax

from polybasis.data import make_data
from polybasis.fit import least_squares, residual

x, y = make_data(jax.random.PRNGKey(1), 50)
coef = least_squares(x, y, 3)
print(coef, residual(coef, x, y))
