"""Base class for pair potentials with a class-level name registry."""


class Potential:
    _registry = {}

    @classmethod
    def register(cls, name):
        def decorator(subclass):
            cls._registry[name] = subclass
            subclass.name = name
            return subclass

        return decorator

    @classmethod
    def create(cls, name, **kwargs):
        if name not in cls._registry:
            raise KeyError(f"unknown potential {name!r}; have {sorted(cls._registry)}")
        return cls._registry[name](**kwargs)

    @classmethod
    def names(cls):
        return sorted(cls._registry)

    def energy(self, positions, box):
        raise NotImplementedError
