"""The tracedness engine: value kinds, the interpreter, the call handlers and the rules.

Nothing here depends on mypy's plugin hooks; it reads mypy's analysed tree.
"""
