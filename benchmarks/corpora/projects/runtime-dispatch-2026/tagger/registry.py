"""Class-level registries: subclasses register themselves by keyword."""


class Registrable:
    """Mixin giving each direct base its own ``_registry`` of named subclasses."""

    _registry = None

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if name is None:
            cls._registry = {}
            return
        if name in cls._registry:
            raise KeyError(f"{name!r} already registered on {cls.__mro__[1].__name__}")
        cls._registry[name] = cls
        cls.registered_name = name

    @classmethod
    def available(cls):
        return sorted(cls._registry)

    @classmethod
    def create(cls, name, *args, **kwargs):
        try:
            subclass = cls._registry[name]
        except KeyError:
            raise KeyError(f"unknown {cls.__name__} {name!r}; have {cls.available()}") from None
        return subclass(*args, **kwargs)
