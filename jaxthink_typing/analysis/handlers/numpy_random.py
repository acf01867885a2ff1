"""NumPy's random numbers: which draws are arrays.

`rng = np.random.default_rng(seed)` (or `np.random.RandomState(seed)`, or the functions of
`np.random` itself) draws a NumPy array when it is given a size (`rng.random(n)`,
`rng.integers(0, k, size=n)`, `np.random.rand(n, d)`) and a Python number when it is not.
Research code builds its data and masks this way (`labeled = rng.random(n) < frac`), and
an array made so is traced where jit is given it: a boolean one is then a mask.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import TypeInfo

from jaxthink_typing.analysis.callables import Arg
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import STATIC, Kind, PyType, Value, static

# What makes a generator (by its short name under numpy.random), and the generator's class.
_MAKERS: Final = {
    "default_rng": "numpy.random._generator.Generator",
    "Generator": "numpy.random._generator.Generator",
    "RandomState": "numpy.random.mtrand.RandomState",
}
_GENERATORS: Final = frozenset(_MAKERS.values())
_DIMENSIONS: Final = -1  # every positional argument is a dimension (`rand(n, d)`)
_ALWAYS: Final = -2  # an array whatever it is given (`permutation(n)`)
# Each draw's position of `size` among its positional parameters.
_SIZE_AT: Final = {
    **dict.fromkeys(
        ("random", "random_sample", "sample", "ranf", "standard_normal",
         "standard_exponential", "standard_cauchy"),
        0,
    ),
    **dict.fromkeys(
        ("poisson", "exponential", "geometric", "standard_gamma", "standard_t",
         "chisquare", "rayleigh", "choice", "pareto", "power", "weibull", "zipf"),
        1,
    ),
    **dict.fromkeys(
        ("normal", "uniform", "integers", "randint", "binomial", "beta", "gamma",
         "laplace", "logistic", "lognormal", "gumbel", "negative_binomial", "f",
         "vonmises", "wald"),
        2,
    ),
    "rand": _DIMENSIONS,
    "randn": _DIMENSIONS,
    **dict.fromkeys(("permutation", "multivariate_normal", "dirichlet", "multinomial"), _ALWAYS),
}  # fmt: skip


def is_generator(cls: TypeInfo) -> bool:
    """A NumPy random generator's class (the new `Generator` or the legacy one)."""
    return cls.fullname in _GENERATORS


def made_generator(ctx: Context, name: str) -> Value | None:
    """What `np.random.default_rng(seed)` (`name`) gives: a generator of its class, if
    mypy has that class; None where `name` makes no generator."""
    made = _MAKERS.get(name)
    if made is None:
        return None
    module_name, _, class_name = made.rpartition(".")
    module = ctx.api.module(module_name)
    found = module.names.get(class_name) if module is not None else None
    if found is None or not isinstance(found.node, TypeInfo):
        return None
    return Value(Kind.STATIC, cls=found.node)


def draw(name: str, args: list[Arg]) -> Value | None:
    """What the draw `name` gives for `args` (an array with a size, a number without);
    None for a name that is no draw, or arguments the engine cannot place."""
    at = _SIZE_AT.get(name)
    if at is None or any(a.star or a.value.is_tracer for a in args):
        return None
    positional = [a for a in args if a.name is None]
    if at == _ALWAYS or (at == _DIMENSIONS and positional):
        return static(PyType.NDARRAY)
    size = next((a.value for a in args if a.name == "size"), None)
    if size is None and 0 <= at < len(positional):
        size = positional[at].value
    if size is None or size.pytype is PyType.NONE:
        # One draw: a Python float or int (`choice`: an item of what it was given), but
        # a Generator's `integers` gives a NumPy integer (which equinox's filters trace).
        if name == "integers":
            return static(PyType.NPSCALAR)
        return STATIC if name == "choice" else static(PyType.NUMBER)
    return static(PyType.NDARRAY)
