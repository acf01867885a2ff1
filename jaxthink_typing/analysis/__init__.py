"""The tracedness engine: value kinds, the evaluator and the rules.

Nothing here depends on mypy's plugin hooks; it reads mypy's analysed tree.
"""
