"""Model of `jax.random`: parameters that must be static under `jax.jit` (shapes, counts)."""

from typing import Any

from jaxthink_typing import Static, Traced

def key(seed: Any) -> Traced[Any]: ...
def PRNGKey(seed: Any) -> Traced[Any]: ...
def split(key: Any, num: Static[Any] = ...) -> Traced[Any]: ...
def fold_in(key: Any, data: Any) -> Traced[Any]: ...
def uniform(
    key: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
    minval: Any = ...,
    maxval: Any = ...,
) -> Traced[Any]: ...
def normal(key: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def randint(
    key: Any,
    shape: Static[Any],
    minval: Any,
    maxval: Any,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def bernoulli(key: Any, p: Any = ..., shape: Static[Any] = ..., mode: Any = ...) -> Traced[Any]: ...
def categorical(
    key: Any,
    logits: Any,
    axis: Static[Any] = ...,
    shape: Static[Any] = ...,
    replace: Static[Any] = ...,
    mode: Static[Any] = ...,
) -> Traced[Any]: ...
def choice(
    key: Any,
    a: Any,
    shape: Static[Any] = ...,
    replace: Static[Any] = ...,
    p: Any = ...,
    axis: Static[Any] = ...,
    mode: Static[Any] = ...,
) -> Traced[Any]: ...
def permutation(
    key: Any,
    x: Any,
    axis: Static[Any] = ...,
    independent: Static[Any] = ...,
) -> Traced[Any]: ...
def gamma(key: Any, a: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def beta(
    key: Any,
    a: Any,
    b: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def poisson(
    key: Any,
    lam: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def exponential(key: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def truncated_normal(
    key: Any,
    lower: Any,
    upper: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def multivariate_normal(
    key: Any,
    mean: Any,
    cov: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
    method: Static[Any] = ...,
) -> Traced[Any]: ...
def dirichlet(
    key: Any,
    alpha: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def bits(key: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def gumbel(
    key: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
    mode: Static[Any] = ...,
) -> Traced[Any]: ...
def laplace(key: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def logistic(key: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def cauchy(key: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def t(key: Any, df: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def chisquare(
    key: Any,
    df: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def orthogonal(
    key: Any,
    n: Static[Any],
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
    m: Any = ...,
) -> Traced[Any]: ...
def ball(
    key: Any,
    d: Static[Any],
    p: Any = ...,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def rademacher(key: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def maxwell(key: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def binomial(
    key: Any,
    n: Any,
    p: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def geometric(
    key: Any,
    p: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def loggamma(
    key: Any,
    a: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def lognormal(
    key: Any,
    sigma: Any = ...,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def pareto(key: Any, b: Any, shape: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
def triangular(
    key: Any,
    left: Any,
    mode: Any,
    right: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def wald(
    key: Any,
    mean: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def rayleigh(
    key: Any,
    scale: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def generalized_normal(
    key: Any,
    p: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def weibull_min(
    key: Any,
    scale: Any,
    concentration: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def double_sided_maxwell(
    key: Any,
    loc: Any,
    scale: Any,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
) -> Traced[Any]: ...
def multinomial(
    key: Any,
    n: Any,
    p: Any,
    *,
    shape: Static[Any] = ...,
    dtype: Static[Any] = ...,
    unroll: Static[Any] = ...,
) -> Traced[Any]: ...
