"""flax.linen submodules made in `setup()`: what `self.norm = ChannelNorm()` there stores
is what `self.norm` reads in `__call__` (linen runs `setup` on the first such read, with
the module's fields set)."""

from __future__ import annotations

from mypy.nodes import AssignmentStmt, FuncDef

from jaxthink_typing.analysis.env import Env
from jaxthink_typing.analysis.flax_classes import is_linen_module
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.self_stores import STORE, self_store, stored_name

_RUNNING: set[tuple[int, int]] = set()  # the stores being evaluated, by (store, module)


def setup_attribute(frame: Frame, module: Value, name: str) -> Value | None:
    """The value `setup` stores in `name` of the linen module `module`, where one
    top-level `self.name = value` of it is the only store of that name in `setup`; None
    where the engine cannot tell."""
    cls = module.cls
    if cls is None or not is_linen_module(cls):
        return None
    setup = cls.get_method("setup")
    if not isinstance(setup, FuncDef) or setup.info.fullname.startswith("flax."):
        return None
    home = frame.functions.module_frame_of(setup.info.module_name, frame.level)
    if home is None:
        return None
    # In a module the plugin parsed, its own body (mypy's may come from its cache).
    own = home.ctx.bodies.get(setup.fullname, setup)
    if not isinstance(own, FuncDef) or len(getattr(own, "arguments", ())) != 1:
        return None
    self_var = own.arguments[0].variable
    store = next((s for s in own.body.body if self_store(s, self_var) == name), None)
    lines = home.ctx.source.lines[own.line - 1 : own.end_line or own.line]
    stores = sum(1 for line in lines for m in STORE.finditer(line) if stored_name(m) == name)
    if not isinstance(store, AssignmentStmt) or stores != 1:
        return None
    running = (id(store), id(module))
    if running in _RUNNING:  # `self.a = self.b` and `self.b = self.a`: unknown, no loop
        return None
    env = Env(home.ctx.module_env, traced=frame.env.traced, trace=frame.env.trace)
    env.set(self_var, module)
    inner = Frame(home.ctx, frame.functions, env, frame.level, own.name, own)
    foreign = home.ctx is not frame.ctx
    home.ctx.sink.muted += foreign  # what setup itself does there is that module's to report
    _RUNNING.add(running)
    try:
        return inner.eval(store.rvalue)
    finally:
        _RUNNING.discard(running)
        home.ctx.sink.muted -= foreign
