"""Engine cases: a function the program picks when it runs, by a key the engine cannot
read (`LOSSES[cfg.loss]` with `cfg` from the command line), is each of the functions the
dict or registry holds (analysis/choices.py)."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

# A registry object: `@LOSSES.register("mse")` stores into `self._entries`, `.get` reads it.
_REGISTRY_CLASS = """\
        class Registry:
            def __init__(self):
                self._entries = {}
            def register(self, name):
                def add(fn):
                    self._entries[name] = fn
                    return fn
                return add
            def get(self, name):
                return self._entries[name]
"""


def _with_registry(code: str) -> str:
    return code.replace("        REGISTRY_CLASS\n", _REGISTRY_CLASS)


CASES: dict[str, str] = {
    "dict_of_functions_by_a_key_from_the_environment": """
        import os
        def smooth(x):
            if jnp.max(x) > 1.0:  # E: jax-traced-bool
                return x
            return x * 2
        def plain(x):
            return x + 1
        LOSSES = {"smooth": smooth, "plain": plain}
        loss = LOSSES[os.environ.get("LOSS", "smooth")]
        jax.jit(lambda x: loss(x))(jnp.ones(3))
    """,
    "dict_get_by_a_key_from_the_command_line": """
        import os
        def smooth(x):
            return x[: int(x.sum())]  # E: jax-traced-conversion
        def plain(x):
            return x + 1
        LOSSES = {"smooth": smooth, "plain": plain}
        loss = LOSSES.get(os.environ.get("CHOICE", "smooth"))
        jax.jit(lambda x: loss(x))(jnp.ones(3))
    """,
    "registry_class_get_by_an_unknown_key": _with_registry(
        """
        import os
        REGISTRY_CLASS
        LOSSES = Registry()
        @LOSSES.register("smooth")
        def smooth(x):
            if jnp.max(x) > 1.0:  # E: jax-traced-bool
                return x
            return x * 2
        @LOSSES.register("plain")
        def plain(x):
            return x + 1
        class Trainer:
            def __init__(self, name):
                self.loss = LOSSES.get(name)
                self.step = jax.jit(self._step)
            def _step(self, x):
                return self.loss(x)
        Trainer(os.environ.get("CHOICE", "smooth")).step(jnp.ones(3))
    """
    ),
    "dict_subclass_registry_by_an_unknown_key": """
        import os
        class Registry(dict):
            def register(self, name):
                def add(fn):
                    self[name] = fn
                    return fn
                return add
        OBJECTIVES = Registry()
        @OBJECTIVES.register("norm")
        def norm(z):
            return z / np.linalg.norm(z)  # E: jax-numpy-on-traced
        @OBJECTIVES.register("plain")
        def plain(z):
            return z
        objective = OBJECTIVES[os.environ.get("CHOICE", "norm")]
        jax.jit(lambda z: objective(z))(jnp.ones(3))
    """,
    "another_registry_of_the_same_class_is_not_looked_up": _with_registry(
        """
        import os
        REGISTRY_CLASS
        LOSSES = Registry()
        METRICS = Registry()
        @LOSSES.register("mse")
        def mse(x):
            return jnp.mean(x**2)
        @LOSSES.register("mae")
        def mae(x):
            return jnp.mean(jnp.abs(x))
        @METRICS.register("histogram")
        def histogram(x):
            return np.histogram(np.asarray(x))
        loss = LOSSES.get(os.environ.get("CHOICE", "mse"))
        jax.jit(lambda x: loss(x))(jnp.ones(3))
    """
    ),
    "a_registry_held_by_an_attribute_is_not_narrowed": _with_registry(
        """
        import os
        REGISTRY_CLASS
        LOSSES = Registry()
        METRICS = Registry()
        @LOSSES.register("mse")
        def mse(x):
            return jnp.mean(x**2)
        @METRICS.register("histogram")
        def histogram(x):
            return np.histogram(np.asarray(x))
        class Holder:
            registry = LOSSES
        loss = Holder().registry.get(os.environ.get("CHOICE", "mse"))
        jax.jit(lambda x: loss(x))(jnp.ones(3))
    """
    ),
    "factory_picked_by_name_gives_its_closure": """
        import os
        NOISES = {}
        def register_noise(name):
            def wrapper(factory):
                NOISES[name] = factory
                return factory
            return wrapper
        @register_noise("impulse")
        def make_impulse(scale):
            def corrupt(x):
                noisy = x.copy()
                noisy[0, 1] = scale  # E: jax-inplace-update
                return noisy
            return corrupt
        @register_noise("gaussian")
        def make_gaussian(scale):
            def corrupt(x):
                return x + scale
            return corrupt
        corrupt = NOISES[os.environ.get("CHOICE", "impulse")](2.0)
        step = jax.jit(lambda x, fn: fn(x * 2), static_argnames="fn")
        step(jnp.ones((2, 3)), fn=corrupt)
    """,
    "too_many_options_stay_unknown": """
        import os
        def bad(x):
            return x[: int(x.sum())]
        def good(x):
            return x
        TABLE = {
            "a": bad, "b": good, "c": lambda x: x + 1, "d": lambda x: x + 2,
            "e": lambda x: x + 3, "f": lambda x: x + 4, "g": lambda x: x + 5,
            "h": lambda x: x + 6, "i": lambda x: x + 7,
        }
        fn = TABLE[os.environ.get("CHOICE", "b")]
        jax.jit(lambda x: fn(x))(jnp.ones(3))
    """,
    "a_dict_holding_something_else_is_not_a_choice": """
        import os
        def bad(x):
            return x[: int(x.sum())]
        def good(x):
            return x
        TABLE = {"bad": bad, "good": good, "scale": 2.0}
        fn = TABLE[os.environ.get("CHOICE", "good")]
        jax.jit(lambda x: fn(x))(jnp.ones(3))
    """,
    "an_option_taking_other_arguments_is_not_misread": """
        import os
        def with_labels(x, labels):
            return jnp.mean(x - labels)
        def alone(x):
            return jnp.mean(x)
        LOSSES = {"labels": with_labels, "alone": alone}
        loss = LOSSES[os.environ.get("CHOICE", "alone")]
        @jax.jit
        def step(x):
            value = loss(x)
            return x * 2
        step(jnp.ones(3))
    """,
    "results_that_differ_are_unknown": """
        import os
        def count(x):
            return 3
        def total(x):
            return jnp.sum(x)
        SIZES = {"count": count, "total": total}
        size = SIZES[os.environ.get("CHOICE", "count")]
        @jax.jit
        def step(x):
            n = size(x)
            return jnp.zeros(n)
        step(jnp.ones(3))
    """,
    "results_that_agree_are_kept": """
        import os
        def peak(x):
            return jnp.max(x)
        def total(x):
            return jnp.sum(x)
        SIZES = {"peak": peak, "total": total}
        size = SIZES[os.environ.get("CHOICE", "peak")]
        @jax.jit
        def step(x):
            n = size(x)
            if n > 0:  # E: jax-traced-bool
                return x
            return -x
        step(jnp.ones(3))
    """,
    "a_registry_of_one_class_makes_that_class": """
        import os
        ENVS = {}
        def register_env(name):
            def decorator(cls):
                ENVS[name] = cls
                return cls
            return decorator
        def make(name, **kwargs):
            if name not in ENVS:
                raise KeyError(name)
            return ENVS[name](**kwargs)
        @register_env("chain")
        class Chain:
            def __init__(self, size=3):
                self.rewards = tuple(float(i) for i in range(size))
            def step(self, pos):
                return self.rewards[int(pos)]  # E: jax-traced-conversion
        env = make(os.environ.get("ENV", "chain"), size=4)
        jax.jit(lambda p: env.step(p))(1)
    """,
    "a_registry_of_two_classes_makes_each": """
        import os
        ENVS = {}
        def register_env(name):
            def decorator(cls):
                ENVS[name] = cls
                return cls
            return decorator
        @register_env("chain")
        class Chain:
            def step(self, pos):
                return (1.0, 2.0)[int(pos)]  # E: jax-traced-conversion
        @register_env("line")
        class Line:
            def step(self, pos):
                return pos * 2.0
        env = ENVS[os.environ.get("ENV", "chain")]()
        jax.jit(lambda p: env.step(p))(1)
    """,
    "a_class_registered_by_a_decorator_is_found_by_its_key": """
        ENVS = {}
        def register_env(name):
            def decorator(cls):
                ENVS[name] = cls
                return cls
            return decorator
        @register_env("chain")
        class Chain:
            def step(self, pos):
                return (1.0, 2.0)[int(pos)]  # E: jax-traced-conversion
        env = ENVS["chain"]()
        jax.jit(lambda p: env.step(p))(1)
    """,
    "modules_picked_by_name_are_each_traced": """
        import os
        from flax import nnx
        MODELS = {}
        def register_model(name):
            def add(cls):
                MODELS[name] = cls
                return cls
            return add
        @register_model("wide")
        class Wide(nnx.Module):
            def __init__(self, rngs):
                self.lin = nnx.Linear(3, 8, rngs=rngs)
            def __call__(self, x):
                return self.lin(x)
        @register_model("narrow")
        class Narrow(nnx.Module):
            def __init__(self, rngs):
                self.lin = nnx.Linear(3, 2, rngs=rngs)
            def __call__(self, x):
                return self.lin(x)
        model = MODELS[os.environ.get("MODEL", "wide")](nnx.Rngs(0))
        nnx.jit(lambda m, x: m(x))(model, jnp.ones(3))
    """,
    "a_module_picked_by_name_is_traced_each": """
        import os
        from flax import nnx
        class Wide(nnx.Module):
            def __init__(self, rngs):
                self.lin = nnx.Linear(3, 8, rngs=rngs)
            def __call__(self, x):
                return self.lin(x)
        class Gated(nnx.Module):
            def __init__(self, rngs):
                self.lin = nnx.Linear(3, 2, rngs=rngs)
            def __call__(self, x):
                if x.sum() > 0:  # E: jax-traced-bool
                    return self.lin(x)
                return self.lin(-x)
        MODELS = {"wide": Wide, "gated": Gated}
        model = MODELS[os.environ.get("MODEL", "gated")](nnx.Rngs(0))
        nnx.jit(lambda m, x: m(x))(model, jnp.ones(3))
    """,
    "a_layer_the_config_picked_is_each_in_an_equinox_field": """
        import os
        import equinox as eqx
        @functools.partial(jax.jit, static_argnums=1)
        def top_k(x, k):
            return jax.lax.top_k(x, k)[0]
        class Relu(eqx.Module):
            def __call__(self, x):
                return jnp.maximum(x, 0.0)
        class TopFraction(eqx.Module):
            frac: float = eqx.field(static=True)
            def __call__(self, x):
                k = jnp.ceil(self.frac * x.shape[-1]).astype(jnp.int32)
                return top_k(x, k)  # E: jax-static-arg
        def make_activation(name):
            factories = {"relu": lambda: Relu(), "top": lambda: TopFraction(0.5)}
            return factories[name]()
        class Coder(eqx.Module):
            act: eqx.Module
            def __init__(self, name):
                self.act = make_activation(name)
            def __call__(self, x):
                return self.act(x)
        model = Coder(os.environ.get("ACTIVATION", "top"))
        eqx.filter_jit(lambda m, x: m(x))(model, jnp.ones(4))
    """,
    "an_option_the_call_cannot_bind_is_left_out": """
        import os
        def init_state(position):
            return position * 0
        def halving(step_size, **options):
            def step(x):
                return x * step_size / float(x.sum())  # E: jax-traced-conversion
            return step
        def plain(step_size, **options):
            def step(x):
                return x * step_size
            return step
        FACTORIES = {"init": init_state, "halving": halving, "plain": plain}
        options = {"num_leapfrog": 3}
        step = FACTORIES[os.environ.get("KERNEL", "halving")](0.1, **options)
        jax.jit(step)(jnp.ones(3))
    """,
    "a_type_test_narrows_a_choice_of_objects": """
        import os
        class Exact:
            def __call__(self, x):
                if x.sum() > 0:
                    return x
                return -x
        class Smooth:
            def __call__(self, x):
                return jnp.abs(x)
        def build(name):
            if name == "exact":
                return Exact()
            return Smooth()
        f = build(os.environ.get("F", "smooth"))
        if isinstance(f, Smooth):
            f = jax.jit(f)
        f(jnp.ones(3))
    """,
    "a_type_test_keeps_the_class_it_names": """
        import os
        class Exact:
            def __call__(self, x):
                if x.sum() > 0:  # E: jax-traced-bool
                    return x
                return -x
        class Smooth:
            def __call__(self, x):
                return jnp.abs(x)
        def build(name):
            if name == "exact":
                return Exact()
            return Smooth()
        f = build(os.environ.get("F", "exact"))
        if isinstance(f, Exact):
            jax.jit(f)(jnp.ones(3))
    """,
    "a_submodule_picked_by_name_in_a_traced_module": """
        import os
        from flax import nnx
        class Sinusoidal(nnx.Module):
            def __init__(self, size, *, rngs):
                self.size = size
            def __call__(self, length, offset):
                return jnp.take(jnp.ones((self.size, 2)), offset + jnp.arange(length), axis=0)
        class Learned(nnx.Module):
            def __init__(self, size, *, rngs):
                self.table = nnx.Param(jnp.ones((size, 2)))
            def __call__(self, length, offset):
                return self.table.value[offset : offset + length]  # E: jax-traced-slice
        POSITIONS = {"sinusoidal": Sinusoidal, "learned": Learned}
        class Model(nnx.Module):
            def __init__(self, kind, *, rngs):
                self.positions = POSITIONS[kind](8, rngs=rngs)
            def __call__(self, tokens, offset):
                return tokens + self.positions(tokens.shape[0], offset)
        @nnx.jit
        def step(model, tokens, offset):
            return model(tokens, offset).sum()
        model = Model(os.environ.get("POSITIONS", "learned"), rngs=nnx.Rngs(0))
        step(model, jnp.ones((3, 2)), jnp.asarray(1))
    """,
    "a_guess_makes_no_choice": """
        from functools import partial
        def relu_gate(x):
            return jnp.maximum(x, 0.0)
        def hard_gate(x):
            return x[: int(x.sum())]
        GATES = {"relu": relu_gate, "hard": hard_gate}
        @partial(jax.jit, static_argnames="name")
        def layer(x, name):
            return GATES[name](x)
        layer(jnp.ones(3), "relu")
    """,
    "branches_defining_one_name_are_each": """
        import os
        def make_schedule(name, base):
            if name == "constant":
                def schedule(count):
                    return base + 0.0 * count
            elif name == "warm":
                def schedule(count):
                    return min(1.0, float(count)) * base  # E: jax-traced-conversion
            else:
                raise ValueError(name)
            return schedule
        schedule = make_schedule(os.environ.get("SCHEDULE", "warm"), 0.1)
        jax.jit(lambda c: schedule(c))(3)
    """,
    "a_partial_of_a_choice_is_each": """
        import os
        from functools import partial
        def smooth(x, scale):
            if jnp.max(x) > scale:  # E: jax-traced-bool
                return x
            return x * 2
        def plain(x, scale):
            return x + scale
        LOSSES = {"smooth": smooth, "plain": plain}
        loss = partial(LOSSES[os.environ.get("LOSS", "smooth")], scale=1.0)
        jax.jit(loss)(jnp.ones(3))
    """,
    "constructed_with_unknown_keywords_runs_init": """
        import os
        class Regime:
            def __init__(self, aversion=(1.0, 4.0)):
                self.aversion = dict(enumerate(aversion))
            def allocate(self, regime):
                return self.aversion[regime]  # E: jax-traced-hash
        settings = {"aversion": (1.0, float(os.environ.get("AVERSION", "3")))}
        strategy = Regime(**settings)
        jax.jit(lambda r: strategy.allocate(r))(1)
    """,
    "an_attribute_the_program_sets_to_a_literal_is_no_choice": """
        import os
        class Config:
            def __init__(self, loss):
                self.loss = loss
        def masked(x):
            return x[x > 0].sum()
        def clipped(x):
            return jnp.where(x > 0, x, 0.0).sum()
        LOSSES = {"masked": masked, "clipped": clipped}
        cfg = Config(os.environ.get("LOSS", "masked"))
        if os.environ.get("FAST"):
            cfg.loss = "masked"
        else:
            cfg.loss = "clipped"
        jax.jit(LOSSES[cfg.loss])(jnp.array([1.0, -2.0]))
    """,
    "an_attribute_set_by_a_computed_name_is_no_choice": """
        import os
        class Config:
            loss = "masked"
        def masked(x):
            return x[x > 0].sum()
        def clipped(x):
            return jnp.where(x > 0, x, 0.0).sum()
        LOSSES = {"masked": masked, "clipped": clipped}
        cfg = Config()
        for key, value in {"loss": os.environ.get("LOSS", "clipped")}.items():
            setattr(cfg, key, value)
        jax.jit(LOSSES[cfg.loss])(jnp.array([1.0, -2.0]))
    """,
    "a_registrar_given_the_table": """
        import os
        AGGREGATORS = {}
        def _register(table, kind, name):
            def decorator(fn):
                table[name] = fn
                return fn
            return decorator
        def register_aggregator(name):
            return _register(AGGREGATORS, "aggregator", name)
        @register_aggregator("max")
        def max_aggregate(x):
            out = x * 2.0
            out[0] = jnp.max(x)  # E: jax-inplace-update
            return out
        @register_aggregator("sum")
        def sum_aggregate(x):
            return jnp.zeros(2).at[0].set(jnp.sum(x))
        aggregate = AGGREGATORS[os.environ.get("AGG", "max")]
        jax.jit(lambda x: aggregate(x))(jnp.ones(3))
    """,
    "a_registrar_made_for_the_table": """
        CORRUPTIONS = {}
        def _registrar(table):
            def register(name):
                def inner(fn):
                    table[name] = fn
                    return fn
                return inner
            return register
        register_corruption = _registrar(CORRUPTIONS)
        @register_corruption("mask")
        def mask(x, rate):
            return x * jnp.ones(int(rate * 10))  # E: jax-traced-conversion
        @register_corruption("noise")
        def noise(x, rate):
            return x + rate
        jax.jit(lambda x, r: CORRUPTIONS["mask"](x, r))(jnp.ones(4), 0.4)
    """,
    "classes_a_classmethod_registers": """
        import os
        class Potential:
            _registry = {}
            @classmethod
            def register(cls, name):
                def decorator(sub):
                    cls._registry[name] = sub
                    return sub
                return decorator
            @classmethod
            def create(cls, name, **kwargs):
                return cls._registry[name](**kwargs)
        @Potential.register("shells")
        class Shells(Potential):
            def energy(self, x, box):
                reach = jnp.ceil(1.0 / jnp.min(box)).astype(int)
                return sum(x[i] for i in range(reach))  # E: jax-traced-index
        @Potential.register("plain")
        class Plain(Potential):
            def energy(self, x, box):
                return jnp.sum(x) * jnp.min(box)
        potential = Potential.create(os.environ.get("POTENTIAL", "shells"))
        jax.jit(lambda x, b: potential.energy(x, b))(jnp.ones(3), jnp.ones(2))
    """,
    "a_partial_given_a_config_dict_spread": """
        import os
        from functools import partial
        def warm(x, scale=1.0, steps=3):
            return x * scale / float(x.sum())  # E: jax-traced-conversion
        def flat(x, scale=1.0):
            return x * scale
        SCHEDULES = {"warm": warm, "flat": flat}
        options = {"warm": {"steps": int(os.environ.get("STEPS", "4"))}, "flat": {}}
        name = os.environ.get("SCHEDULE", "warm")
        schedule = partial(SCHEDULES[name], **options[name])
        jax.jit(schedule)(jnp.ones(3))
    """,
    "a_traced_key_is_reported_not_followed": """
        def bad(x):
            return x[: int(x.sum())]
        def good(x):
            return x
        TABLE = {0: bad, 1: good}
        @jax.jit
        def step(x, k):
            return TABLE[k](x)  # E: jax-traced-hash
        step(jnp.ones(3), 1)
    """,
    "a_builder_returning_either_class_makes_each": """
        import math
        import os
        class Linear:
            def __init__(self, steps):
                self.steps = steps
            def alpha(self, t):
                return 1.0 - t / self.steps
        class Cosine:
            def __init__(self, t_max):
                self.t_max = t_max
            def alpha(self, t):
                if t > self.t_max:  # E: jax-traced-bool
                    t = self.t_max
                return jnp.cos(t * math.pi / 2)
        def build(name):
            if name == "linear":
                return Linear(100)
            if name == "cosine":
                return Cosine(0.99)
            raise ValueError(name)
        schedule = build(os.environ.get("SCHEDULE", "cosine"))
        jax.jit(jax.vmap(lambda t: schedule.alpha(t)))(jnp.linspace(0.0, 1.0, 4))
    """,
    "a_builder_whose_classes_are_correct": """
        import os
        class Linear:
            def __init__(self, steps):
                self.steps = steps
            def alpha(self, t):
                return 1.0 - t / self.steps
        class Clipped:
            def __init__(self, t_max):
                self.t_max = t_max
            def alpha(self, t):
                return jnp.minimum(t, self.t_max)
        def build(name):
            if name == "linear":
                return Linear(100)
            return Clipped(0.99)
        schedule = build(os.environ.get("SCHEDULE", "linear"))
        jax.jit(lambda t: schedule.alpha(t))(jnp.linspace(0.0, 1.0, 4))
    """,
    "a_sweep_runs_each_configuration": """
        from flax import nnx
        class Sinusoidal(nnx.Module):
            def __init__(self, size, *, rngs):
                self.size = size
            def __call__(self, length, offset):
                return jnp.take(jnp.ones((self.size, 2)), offset + jnp.arange(length), axis=0)
        class Learned(nnx.Module):
            def __init__(self, size, *, rngs):
                self.table = nnx.Param(jnp.ones((size, 2)))
            def __call__(self, length, offset):
                return self.table.value[offset : offset + length]  # E: jax-traced-slice
        POSITIONS = {"sinusoidal": Sinusoidal, "learned": Learned}
        class Model(nnx.Module):
            def __init__(self, cfg, *, rngs):
                self.positions = POSITIONS[cfg["positions"]](cfg["size"], rngs=rngs)
            def __call__(self, tokens, offset):
                return tokens + self.positions(tokens.shape[0], offset)
        @nnx.jit
        def step(model, tokens, offset):
            return model(tokens, offset).sum()
        BASE = {"size": 8, "positions": "sinusoidal"}
        SWEEP = [dict(BASE), dict(BASE, positions="learned")]
        for i, cfg in enumerate(SWEEP):
            step(Model(cfg, rngs=nnx.Rngs(i)), jnp.ones((3, 2)), jnp.asarray(1))
    """,
    "a_loop_over_equal_configurations_is_not_unrolled": """
        for cfg in [{"scale": 2.0}, {"scale": 2.0}]:
            jax.jit(lambda x: x * cfg["scale"])(jnp.ones(3))
    """,
    # `__init_subclass__(cls, name=None)` registers each subclass under the keyword its
    # class statement gives; a lookup by a name the engine cannot read is each subclass,
    # and `jax.jit(solver.solve)` traces each one's method (the override's traced count).
    "subclasses_registered_by_init_subclass": """
        class Solver:
            registry = {}
            def __init_subclass__(cls, name=None, **kwargs):
                super().__init_subclass__(**kwargs)
                if name is not None:
                    Solver.registry[name] = cls
            def __init__(self, steps):
                self.steps = steps
            @classmethod
            def from_config(cls, method, steps):
                return cls.registry[method](steps)
            def iterations(self, a):
                return self.steps
            def solve(self, a):
                for _ in range(self.iterations(a)):  # E: jax-traced-index
                    a = a * 0.5
                return a
        class Fixed(Solver, name="fixed"):
            pass
        class Adaptive(Solver, name="adaptive"):
            def iterations(self, a):
                return jnp.ceil(a.max()).astype(int)
        for method in ("fixed", "adaptive"):
            solver = Solver.from_config(method, 3)
            jax.jit(solver.solve)(jnp.ones(3))
    """,
    # Registered by name only: a key the program writes literally is that subclass alone.
    "subclass_registered_under_its_name": """
        class Schedule:
            known = {}
            def __init_subclass__(cls, **kwargs):
                Schedule.known[cls.__name__] = cls
            def __call__(self, step):
                return step
        class Warm(Schedule):
            def __call__(self, step):
                return step if step > 3 else 0.0  # E: jax-traced-bool
        class Flat(Schedule):
            pass
        jax.jit(Schedule.known["Flat"]())(1.0)
        jax.jit(Schedule.known["Warm"]())(1.0)
    """,
    # A class picked by name and built by its classmethod: each class's, giving a choice
    # of instances whose methods are each one's.
    "classmethod_of_a_class_picked_by_name": """
        class Mean:
            def __init__(self, scale):
                self.scale = scale
            @classmethod
            def make(cls, cfg):
                return cls(cfg["scale"])
            def __call__(self, x):
                return x.mean() * self.scale
        class Top:
            def __init__(self, k):
                self.k = k
            @classmethod
            def make(cls, cfg):
                return cls(cfg["k"])
            def __call__(self, x):
                if x.max() > 0:  # E: jax-traced-bool
                    return jnp.sort(x)[-self.k:].sum()
                return x.sum()
        POOLS = {"mean": Mean, "top": Top}
        def main():
            x = jnp.arange(5.0)
            for name in ("mean", "top"):
                pool = POOLS[name].make({"scale": 2.0, "k": 2})
                jax.jit(pool)(x)
    """,
    # An `__init_subclass__` that registers nothing leaves the class's other registry.
    "init_subclass_beside_a_register_classmethod": """
        class Loss:
            _registry = {}
            def __init_subclass__(cls, **kwargs):
                super().__init_subclass__(**kwargs)
            @classmethod
            def register(cls, name):
                def deco(sub):
                    cls._registry[name] = sub
                    return sub
                return deco
            @classmethod
            def make(cls, name):
                return cls._registry[name]()
            def __call__(self, x):
                return x
        @Loss.register("hinge")
        class Hinge(Loss):
            def __call__(self, x):
                if x.sum() > 0:  # E: jax-traced-bool
                    return x
                return -x
        def main():
            return jax.jit(Loss.make("hinge"))(jnp.ones(3))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
