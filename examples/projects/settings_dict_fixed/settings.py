"""Settings of a run: defaults, updated from a JSON override."""


def build_settings(overrides):
    return (("depth", int(overrides.get("depth", 2))), ("scale", float(overrides.get("scale", 1))))
